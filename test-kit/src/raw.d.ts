// A file's text, imported with Vite's `?raw` suffix (tests only).
declare module '*?raw' {
  const text: string;
  export default text;
}
