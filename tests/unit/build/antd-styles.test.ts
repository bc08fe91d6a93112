// @vitest-environment node
// antd's styles made at build time (build/antd-styles.ts): one set of rules for every theme, and the
// cache paths of both themes, so antd in the browser generates none of them whichever theme shows.
import { generateAntdStyles } from '../../../build/antd-styles';

const CACHE_PATH_RULE = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}$/;

describe('generateAntdStyles', () => {
  const sheet = generateAntdStyles(['Button']);

  it('holds the rules of the components asked for, with their colours as variables', () => {
    expect(sheet).toContain('.ant-btn{');
    expect(sheet).toContain('var(--ant-color-primary)');
    // nothing of a component not asked for, and no theme's colour values
    expect(sheet).not.toContain('.ant-table');
    expect(sheet).not.toContain('#13294B');
  });

  it("lists the button's cache path under the light and the dark theme", () => {
    const paths = (sheet.match(CACHE_PATH_RULE)?.[1] ?? '').split(';');
    const buttonThemes = paths.filter((path) => path.includes('|Button-Button|ant-btn|'));
    expect(new Set(buttonThemes.map((path) => path.split('|')[0])).size).toBe(2);
  });
});

it("a tag's preset and status colours come with the tag (its plain render has neither)", () => {
  const sheet = generateAntdStyles(['Tag']);
  expect(sheet).toContain('.ant-tag-blue');
  expect(sheet).toContain('.ant-tag-success');
});
