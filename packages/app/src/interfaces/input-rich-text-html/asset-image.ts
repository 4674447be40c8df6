import Image from '@tiptap/extension-image';
import type { ImageOptions } from '@tiptap/extension-image';

export interface AssetImageOptions extends ImageOptions {
  /** The address the editor shows an image from (the stored `src` is kept as is). */
  imageSrc: (src: string) => string;
}

/**
 * tiptap's image, shown from `imageSrc(src)` while editing: `/assets/<id>` needs the user's token
 * to load, but the HTML the editor writes keeps the bare `/assets/<id>`.
 */
export const AssetImage = Image.extend<AssetImageOptions>({
  addOptions() {
    return { ...this.parent!(), imageSrc: (src: string) => src };
  },
  addNodeView() {
    return ({ node: initial }) => {
      const img = document.createElement('img');
      const show = (node: typeof initial) => {
        const src = typeof node.attrs.src === 'string' ? node.attrs.src : '';
        img.src = this.options.imageSrc(src);
        for (const name of ['alt', 'title', 'width', 'height'] as const) {
          const value: unknown = node.attrs[name];
          if (value === null || value === undefined || value === '') img.removeAttribute(name);
          else img.setAttribute(name, String(value as string | number));
        }
      };
      show(initial);
      return {
        dom: img,
        update: (node) => {
          if (node.type !== initial.type) return false;
          show(node);
          return true;
        },
      };
    };
  },
});
