export { applyColorMode, setDarkMode, toggleDarkMode } from './color-mode';
