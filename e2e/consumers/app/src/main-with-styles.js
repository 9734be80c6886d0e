// Vite and esbuild read a stylesheet imported from JavaScript as they are: the package's one styles.css.
import '@fieldwatch/react/styles.css';
import './main.js';
