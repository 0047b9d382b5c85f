import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The web app lives in app/ (index.html, public/); it imports engine/, renderers/ and manifests/. */
export default defineConfig({
  root: 'app',
  plugins: [react()],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
  },
  server: { port: 5173 },
});
