/**
 * MUI and emotion as far as the shell draws with them, its second library group
 * (vite.config.ts's `shell-styling` chunk), which the entry evaluates in a task of its own
 * (src/main.tsx).
 */
import '@mui/material/styles';
