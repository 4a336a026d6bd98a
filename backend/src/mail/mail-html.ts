import escapeHtml from 'escape-html';

/** Markup already escaped: html`` leaves it as is instead of escaping it twice. */
export class Html {
  constructor(readonly markup: string) {}
}

type HtmlValue = string | number | Html | Html[];

/** A template whose every interpolated value is escaped: a visitor's text never becomes markup. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  return new Html(strings.reduce((markup, text, index) => markup + render(values[index - 1]) + text));
}

function render(value: HtmlValue): string {
  if (Array.isArray(value)) return value.map(render).join('\n');
  if (value instanceof Html) return value.markup;
  return escapeHtml(String(value));
}

export function page(body: Html): string {
  return html`<!doctype html>
    <html>
      <body style="font-family: sans-serif; line-height: 1.5">
        ${body}
      </body>
    </html>`.markup;
}
