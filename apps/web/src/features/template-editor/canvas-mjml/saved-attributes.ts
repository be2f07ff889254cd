import type { Editor } from 'grapesjs';

/** The methods of the MJML plugin's element models that name an element's attributes. */
interface MjmlElement {
  /** The attributes the canvas draws the element with: its own and the plugin's defaults. */
  getMjmlAttributes: () => Record<string, unknown>;
  /** The attributes the document saves: the plugin's defaults left out. */
  getAttrToHTML: () => Record<string, unknown>;
  get: (key: 'src') => unknown;
}

const isMjmlElement = (prototype: unknown): prototype is MjmlElement =>
  typeof (prototype as Partial<MjmlElement>).getMjmlAttributes === 'function' &&
  typeof (prototype as Partial<MjmlElement>).getAttrToHTML === 'function';

/**
 * Each MJML element of the canvas drawn with the attributes the document saves. The MJML plugin gives every
 * element the values of its style panel's defaults (a text's 13px, a button's padding) as attributes of its
 * own, and leaves them out of the saved document: the server then takes them from the head's mj-attributes
 * (`<mj-text font-size="16px">`, an `mj-class`) or from MJML, while the canvas drew the plugin's values over
 * the head's. Must run after the plugin has added its types, before the document is loaded.
 */
export const drawSavedAttributes = (editor: Editor): void => {
  for (const { id, model } of editor.Components.getTypes()) {
    const element: unknown = model.prototype;
    if (!isMjmlElement(element)) continue;
    const { getMjmlAttributes } = element;
    editor.Components.addType(id, {
      model: {
        getMjmlAttributes(this: MjmlElement) {
          // The plugin's own, for what it does besides: it takes the style out of the element's attributes.
          getMjmlAttributes.call(this);
          const attributes = this.getAttrToHTML();
          const src = this.get('src');
          if (src) attributes.src = src;
          return attributes;
        },
      },
    });
  }
};
