import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// Modules every page loads with the shell. Kept in one chunk: a dozen tiny shared chunks cost
// more than their code (an import/export table and a gzip header each, one request each).
const shellModules =
  /\/node_modules\/(react|react-dom|react-router|scheduler|cookie)\/|rolldown.runtime|\/app\/(ui\/(styles|Dropdown|ErrorScreen|RouteErrorBoundary|Logo|toast\/notify)|ui\/header\/(ThemeToggle|LanguagePicker|CurrencyPicker|PreferenceForm)|ui\/overlay\/use-lazy-dialog|lib\/(store|i18n|money))/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    target: 'es2022',
    // Lazy chunks are few and small; Vite's preload helper would cost every page ~0.6 KB.
    modulePreload: false,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', test: shellModules }] } } },
  },
});
