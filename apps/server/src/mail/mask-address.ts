/**
 * Mail logs and stored errors never hold an address in clear (issue 33): the first letter of the
 * local part and the domain are enough to tell two failing providers apart, not who the member is.
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${address.slice(0, 1)}•••${address.slice(at)}`;
}

const ANY_ADDRESS = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+/g;

/** A mail server's error text with every address in it masked (a 550 answer quotes the recipient). */
export function withAddressesMasked(text: string): string {
  return text.replace(ANY_ADDRESS, (address) => maskAddress(address));
}
