/** The package ships JavaScript only: samlify's schema validator callback. */
declare module '@authenio/samlify-xmllint-wasm' {
  export function validate(xml: string): Promise<true>;
}
