/**
 * mjml-migrate turns an MJML 3 document (`mj-container`) into MJML 4. The editor's documents are MJML 4
 * (the server renders them with MJML 4), so the canvas's document is passed on as it is.
 */
export const handleMjml3 = <T>(mjml: T): T => mjml;
