/* The React wrapper: dist/react.js, importing React and the element module (@sceau/embed) from the host app. */
import { defineConfig, defaultClientConditions } from 'vite'

export default defineConfig({
  resolve: { conditions: ['@sceau/source', ...defaultClientConditions] },
  build: {
    lib: { entry: 'src/react.ts', formats: ['es'], fileName: () => 'react.js' },
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    rolldownOptions: { external: ['react', '@sceau/embed'] },
  },
})
