import { Module, type Role } from '@homer/contracts/access';
import { type CreateUserRequest, grantableRoles } from '@homer/contracts/user-admin';
import { Select, SimpleGrid, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useSession } from '../lib/use-session.ts';

/** A new user's form values: module and role start unchosen ('' is refused by the contract with its message). */
export type NewUserValues = Omit<CreateUserRequest, 'module' | 'role'> & {
  module: Module | '';
  role: Role | '';
};

export const emptyNewUser: NewUserValues = {
  firstName: '',
  lastName: '',
  userName: '',
  email: '',
  phoneNumber: '',
  module: '',
  role: '',
};

/**
 * The details and first module access of a new user, as Create User and a help-desk account request ask them.
 * Only modules and roles the signed-in editor may grant are offered.
 */
export function NewUserFields<T extends NewUserValues>({ form: typed }: { form: UseFormReturnType<T> }) {
  // The fields read only the new-user part of a larger form.
  const form = typed as unknown as UseFormReturnType<NewUserValues>;
  const { user } = useSession();
  const editorAccess = user?.access ?? [];
  const modules = Object.values(Module).filter((m) => grantableRoles(editorAccess, m).length > 0);
  const roles = form.values.module ? grantableRoles(editorAccess, form.values.module) : [];
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="First Name" withAsterisk maxLength={50} {...form.getInputProps('firstName')} />
        <TextInput label="Last Name" withAsterisk maxLength={50} {...form.getInputProps('lastName')} />
        <TextInput
          label="User Name"
          withAsterisk
          maxLength={100}
          autoComplete="off"
          {...form.getInputProps('userName')}
        />
        <TextInput label="Email" type="email" withAsterisk maxLength={100} {...form.getInputProps('email')} />
        <TextInput label="Phone Number" type="tel" maxLength={21} {...form.getInputProps('phoneNumber')} />
      </SimpleGrid>
      <Title order={2} size="h4">
        First Module Access
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Module"
          withAsterisk
          data={modules}
          {...form.getInputProps('module')}
          onChange={(v) => {
            form.setFieldValue('module', (v ?? '') as Module | '');
            form.setFieldValue('role', '');
          }}
        />
        <Select
          label="Role"
          withAsterisk
          data={roles}
          disabled={!form.values.module}
          {...form.getInputProps('role')}
          onChange={(v) => form.setFieldValue('role', (v ?? '') as Role | '')}
        />
      </SimpleGrid>
    </>
  );
}
