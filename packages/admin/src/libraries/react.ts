/**
 * React and its DOM renderer, the shell's first library group (vite.config.ts's `react` chunk),
 * which the entry evaluates in a task of its own (src/main.tsx): imported here so that the chunk
 * runs React's code as it is evaluated, not when the shell first calls it.
 */
import 'react-dom/client';
