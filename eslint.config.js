// ESLint flat config: TypeScript rules everywhere, purity rules for the engine.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const impure = 'The engine is pure and deterministic (DESIGN.md): use the RNG in the state.';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/scripts/**/*.mjs', 'eslint.config.js'], languageOptions: { globals: globals.node } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/engine/src/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error',
        { name: 'Date', message: impure },
        { name: 'performance', message: impure },
        { name: 'crypto', message: impure },
        { name: 'process', message: impure },
        { name: 'window', message: impure },
        { name: 'document', message: impure },
        { name: 'setTimeout', message: impure },
        { name: 'setInterval', message: impure },
      ],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: impure }],
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['node:*'], message: impure },
          { group: ['fs', 'path', 'os', 'crypto', 'child_process', 'worker_threads', 'perf_hooks'], message: impure },
        ],
      }],
    },
  },
);
