/** Shared prettier config: one style across the monorepo. */
export default {
  printWidth: 120,
  singleQuote: true,
  trailingComma: 'all',
};
