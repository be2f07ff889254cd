/** The bench template personalised per contact: a line with the contact's name and plan at the top of its body. */
export const personalised = (html: string): string =>
  html.replace(
    /<body[^>]*>/i,
    (body) =>
      `${body}<p style="font-family:Arial,sans-serif">Hi {{ first_name | default: "there" }}, your {{ plan | default: "free" }} plan renews soon.</p>`,
  );
