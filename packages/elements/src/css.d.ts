// esbuild's text loader: a stylesheet imported by an element arrives as its text (adopted into the shadow root)
declare module '*.css' {
  const text: string;
  export default text;
}
