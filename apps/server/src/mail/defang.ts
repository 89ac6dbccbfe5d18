/**
 * Members' words in an e-mail, with every address made unclickable: mail clients turn any
 * `https://…`, `www.…` or `host.tld` in a message (text or HTML) into a link, so a quoted comment
 * could put a phishing link in a mail that comes from Paddock. Schemes read `hxxp(s)://` and each
 * dot of a host name or IPv4 address reads `[.]` (`example[.]com`), the usual "defanged" form:
 * still legible, never a link.
 */
export function defangLinks(text: string): string {
  return text
    .replace(/\bh(tt)(ps?):\/\//gi, (_, _tt: string, rest: string) => `hxx${rest.toLowerCase()}://`)
    .replace(HOST_OR_IPV4, (host) => host.replaceAll('.', '[.]'));
}

// A host name: labels joined by dots ending in a letters-only top-level label (`a.b.example`),
// or a dotted IPv4 address.
const HOST_OR_IPV4 =
  /\b(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z-]{0,61}[a-z]\b|\d{1,3}(?:\.\d{1,3}){3}\b)/gi;
