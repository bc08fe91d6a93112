declare module 'virtual:antd-styles' {
  /** antd's pre-generated style sheet (build/antd-styles.ts); empty in the unit tests. */
  const sheet: string;
  export default sheet;
}
