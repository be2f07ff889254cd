const QUOTE = 0x22;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
/** Bytes that separate fields in any of the delimiters the import detects: , ; tab | */
const SEPARATORS = new Set([0x2c, 0x3b, 0x09, 0x7c]);
/** Bytes that do not make a line count: spaces, tabs, and the zero bytes of UTF-16 text. */
const BLANK = new Set([0x20, 0x09, 0x00]);

/**
 * Records of a CSV, counted as the file streams past so a 1 GB file never sits in memory: lines with
 * something on them, where a line break inside a quoted value ("two\nlines") does not start a record.
 * CRLF, LF and lone CR endings all count once; blank lines count not at all.
 */
export const countCsvRecords = async (file: Blob, signal?: AbortSignal): Promise<number> => {
  const reader = file.stream().getReader();
  let records = 0;
  let hasContent = false;
  let atFieldStart = true;
  let quoted = false;
  // Inside a quoted value, a quote either closes it or, doubled, stands for itself.
  let quoteSeen = false;
  try {
    for (;;) {
      if (signal?.aborted) throw signal.reason;
      const { done, value } = await reader.read();
      if (done) break;
      for (const byte of value) {
        if (quoted) {
          if (quoteSeen) {
            quoteSeen = false;
            if (byte === QUOTE) continue;
            quoted = false;
          } else {
            if (byte === QUOTE) quoteSeen = true;
            continue;
          }
        }
        if (byte === LINE_FEED || byte === CARRIAGE_RETURN) {
          if (hasContent) records += 1;
          hasContent = false;
          atFieldStart = true;
          continue;
        }
        if (atFieldStart && byte === QUOTE) {
          quoted = true;
          hasContent = true;
          atFieldStart = false;
          continue;
        }
        atFieldStart = SEPARATORS.has(byte);
        if (!BLANK.has(byte)) hasContent = true;
      }
    }
  } finally {
    reader.releaseLock();
  }
  return hasContent ? records + 1 : records;
};
