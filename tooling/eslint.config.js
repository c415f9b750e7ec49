import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Shared flat config: type-aware TypeScript rules, type-only imports, and env read only in env.ts. */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/routeTree.gen.ts', 'bench/**', '**/*.mjs', '**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read the environment only in env.ts' }],
    },
  },
  {
    files: ['**/env.ts', '**/*.test.ts', '**/e2e/**', '**/vite.config.ts', '**/vitest.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
