// oidc-provider ships no type declarations; the tests use a small part of it through this loose shape.
declare module 'oidc-provider' {
  // biome-ignore lint/suspicious/noExplicitAny: the provider's API is untyped
  const Provider: any;
  export default Provider;
}
