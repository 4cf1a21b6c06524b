/** The header remote's exposes as webpack's container plugin resolves them (webpack.config.ts `remotes`). */
declare module 'globalHeader/Header' {
  const Header: import('react').ComponentType<import('../../../../src/config').HeaderProps>;
  export default Header;
}
declare module 'globalHeader/mount' {
  export const mount: unknown;
}
