// Vite's `?raw` imports (a file's text as a string), for fixtures kept beside the docs that show them.
declare module "*?raw" {
  const text: string;
  export default text;
}
