import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'shots/', 'data/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Imports point one way: schemas <- engine <- renderers <- app (ARCHITECTURE.md).
    files: ['schemas/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/engine/**', '**/renderers/**', '**/app/**', '**/server/**'] },
      ],
    },
  },
  {
    files: ['engine/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/renderers/**', '**/app/**', '**/server/**'] }] },
  },
  {
    files: ['renderers/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/app/**', '**/server/**'] }] },
  },
);
