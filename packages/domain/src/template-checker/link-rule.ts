import { at, FindingGroups, type Finding } from './findings';
import { attribute, snippet, textOf, type TemplateDocument } from './template-document';

/** A merge tag is filled in when the email is sent, so its address is known only then. */
const MERGE_TAG = /\{\{.*?\}\}|\{%.*?%\}/;

const isPrivateIpv4 = (host: string): boolean => {
  const parts = host.split('.').map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isInteger(part) || part < 0 || part > 255))
    return false;
  const [a = 0, b = 0] = parts;
  return (
    a === 127 ||
    a === 10 ||
    a === 0 ||
    (a === 192 && b === 168) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 169 && b === 254)
  );
};

const isPrivateIpv6 = (host: string): boolean => {
  if (!host.startsWith('[')) return false;
  const address = host.slice(1, -1).toLowerCase();
  return address === '::1' || address === '::' || /^f[cd]/.test(address) || address.startsWith('fe80:');
};

/** A host that only the sender's own computer or network can reach. */
export const isPrivateHost = (hostname: string): boolean => {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal') ||
    isPrivateIpv4(host) ||
    isPrivateIpv6(host)
  );
};

/** The host of an absolute web address (without user, port or brackets' content changed); null when the address has none. */
export const hostOf = (address: string): string | null => {
  const match = /^[a-z][a-z0-9+.-]*:\/\/([^/?#\\]*)/i.exec(address);
  if (!match) return null;
  const authority = (match[1] ?? '').replace(/^.*@/, '');
  const host = authority.startsWith('[') ? authority.replace(/\].*$/, ']') : authority.replace(/:\d*$/, '');
  return host === '' ? null : host.toLowerCase();
};

type LinkProblem = { severity: 'warning'; message: string; fix: string };

/** What is wrong with a link's address, if anything. */
export const linkProblem = (href: string | null): LinkProblem | null => {
  if (href !== null && MERGE_TAG.test(href)) return null;
  // Browsers drop tabs, new lines and leading spaces from an address, so `java\tscript:` is still a script.
  const address = (href ?? '').replace(/[\t\n\r]/g, '').trim();
  if (address === '' || address === '#')
    return {
      severity: 'warning',
      message: 'This link goes nowhere: it has no address.',
      fix: 'Add the full address it should open (https://...), or remove the link.',
    };
  if (/^javascript:/i.test(address))
    return {
      severity: 'warning',
      message: 'This link runs a script (javascript:), which email clients block.',
      fix: 'Link to a web page (https://...) instead.',
    };
  if (/^(mailto|tel|sms):/i.test(address)) return null;
  const hostname = hostOf(address);
  if (hostname === null)
    return {
      severity: 'warning',
      message: `This link's address "${snippet(address)}" is not a full web address: in an inbox it opens nothing.`,
      fix: 'Use a full address starting with https://.',
    };
  if (isPrivateHost(hostname))
    return {
      severity: 'warning',
      message: `This link points at ${hostname}, which only your own computer or network can reach.`,
      fix: 'Replace it with the public address of the page.',
    };
  return null;
};

export const checkLinks = (document: TemplateDocument): Finding[] => {
  const groups = new FindingGroups();
  for (const element of document.elements) {
    if (element.tag !== 'a' && element.tag !== 'area') continue;
    const href = attribute(element.node, 'href');
    // An anchor without an address that names a place in the page is a target, not a link.
    if (href === null && (attribute(element.node, 'name') !== null || attribute(element.node, 'id') !== null))
      continue;
    const problem = linkProblem(href);
    if (!problem) continue;
    const text = snippet(textOf(element.node)) || snippet(attribute(element.node, 'title') ?? '');
    groups.add(`${problem.message}|${href?.trim() ?? ''}`, at(element, text || undefined), () => ({
      kind: 'link',
      ...problem,
    }));
  }
  return groups.list();
};
