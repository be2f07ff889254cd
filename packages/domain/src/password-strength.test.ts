import { describe, expect, it } from 'vitest';
import { checkPasswordStrength, PasswordStrengthMessages } from './password-strength';

const refused = (password: string, userInputs?: string[]) => {
  const result = checkPasswordStrength(password, userInputs);
  if (result.ok) throw new Error(`"${password}" was accepted`);
  return result.reason;
};

describe('checkPasswordStrength', () => {
  it.each(['password', '12345678', 'aaaaaaaa', 'qwertyuiop', 'Password1', 'iloveyou2', 'abcdefgh', '11111111'])(
    'refuses the common or patterned password %s with advice',
    (password) => {
      expect(refused(password)).toMatch(new RegExp(`${PasswordStrengthMessages.advice.replace(/[.:]/g, '\\$&')}$`));
    },
  );

  it('says why a password is refused', () => {
    expect(refused('password')).toBe(`This is a heavily used password. ${PasswordStrengthMessages.advice}`);
    expect(refused('aaaaaaaa')).toBe(`Repeated characters like "aaa" are easy to guess. ${PasswordStrengthMessages.advice}`);
  });

  it('falls back to a plain reason when no pattern explains it', () => {
    expect(refused('long-enough')).toBe(`${PasswordStrengthMessages.tooEasy} ${PasswordStrengthMessages.advice}`);
  });

  it.each(['correct horse battery', 'demo-lighthouse', 'first-Passw0rd', 'a brand new passphrase', 'Tr0ub4dor&3'])('accepts %s', (password) => {
    expect(checkPasswordStrength(password)).toEqual({ ok: true });
  });

  it("refuses a password made of the person's own email, name or company", () => {
    const inputs = ['grace.hopper@navy.example', 'Grace Hopper', 'Compilers Inc'];
    for (const password of ['grace.hopper@navy.example', 'Compilers Inc']) {
      expect(checkPasswordStrength(password)).toEqual({ ok: true });
      expect(refused(password, inputs)).toBe(`${PasswordStrengthMessages.personal} ${PasswordStrengthMessages.advice}`);
    }
  });
});
