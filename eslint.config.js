// https://eslint.org/docs/latest/use/configure/configuration-files
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'var/',
      'node_modules/',
      'coverage/',
      '**/generated/**',
      'locales/**/*.js',
      // The bench's peer apps: projects of their own (own dependencies and configs).
      'bench/peers/next/',
      'bench/peers/react-router/',
      'bench/peers/tanstack-start/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
)
