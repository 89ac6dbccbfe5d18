import { describe, expect, it } from 'vitest';
import { DEFAULT_INSTALL_FOLDER, INSTALL_FOLDER_MESSAGES, installFolderSegments } from './install-folder';
import { InstallFolderSchema } from './schemas/install-folder';

function problem(value: string): string | undefined {
  const result = InstallFolderSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('install folder', () => {
  it('accepts a relative path and stores it with forward slashes, without a trailing slash', () => {
    expect(InstallFolderSchema.parse('  UserData\\Liveries\\Porsche_963\\ ')).toBe('UserData/Liveries/Porsche_963');
    expect(installFolderSegments('UserData/Liveries/Porsche_963')).toEqual(['UserData', 'Liveries', 'Porsche_963']);
  });

  it('refuses paths that leave the game folder or are not relative', () => {
    expect(problem('UserData/../../Windows')).toBe(INSTALL_FOLDER_MESSAGES.noParent);
    expect(problem('./UserData')).toBe(INSTALL_FOLDER_MESSAGES.noParent);
    expect(problem('/etc/passwd')).toBe(INSTALL_FOLDER_MESSAGES.notRelative);
    expect(problem('C:\\Games\\LMU')).toBe(INSTALL_FOLDER_MESSAGES.notRelative);
    expect(problem('\\\\server\\share')).toBe(INSTALL_FOLDER_MESSAGES.notRelative);
    expect(problem('UserData//Liveries')).toBe(INSTALL_FOLDER_MESSAGES.notRelative);
  });

  it('refuses names Windows would refuse or silently change', () => {
    expect(problem('UserData/Liveries/Car?')).toBe(INSTALL_FOLDER_MESSAGES.badCharacters);
    expect(problem('UserData/Liveries/Car\u200B')).toBe(INSTALL_FOLDER_MESSAGES.badCharacters);
    expect(problem('UserData/Liveries/Car.')).toBe(INSTALL_FOLDER_MESSAGES.badEnds);
    expect(problem('UserData/ Liveries')).toBe(INSTALL_FOLDER_MESSAGES.badEnds);
    expect(problem('   ')).toBe(INSTALL_FOLDER_MESSAGES.required);
    expect(problem(`U/${'a'.repeat(300)}`)).toBe(INSTALL_FOLDER_MESSAGES.tooLong);
  });

  it('has a valid default: the folder the game imports liveries from', () => {
    expect(InstallFolderSchema.parse(DEFAULT_INSTALL_FOLDER)).toBe('UserData/Liveries');
  });
});
