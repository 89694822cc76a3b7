import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The client-rendered app, and the page that hydrates what ssr.mjs rendered.
    rollupOptions: { input: { main: 'index.html', hydrate: 'hydrate.html' } },
  },
});
