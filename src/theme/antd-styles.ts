import sheet from 'virtual:antd-styles';

/**
 * antd's styles of the shell and list screens, generated at build time (build/antd-styles.ts), put in
 * the page before antd first renders: antd finds them listed there and generates none of them on the
 * phone. First in <head>, where antd's own generated styles go, so the app's style sheets still come
 * after them and win as before. Once per page.
 */
export function installAntdStyles(doc: Document = document): void {
  if (!sheet || doc.querySelector('style[data-antd-styles]')) return;
  const style = doc.createElement('style');
  style.dataset.antdStyles = '';
  style.textContent = sheet;
  doc.head.prepend(style);
}
