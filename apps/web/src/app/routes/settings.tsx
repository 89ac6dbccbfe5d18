import { PageShell } from '@/components/layout/page-shell';
import { AlertIcon, KeyIcon, LockIcon, UserIcon } from '@/components/ui/icons/auth-icons';
import { WebhookIcon } from '@/components/ui/icons/common-icons';
import { ApiTokens } from '@/features/api-tokens/components/api-tokens';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { DangerZone } from '@/features/auth/components/danger-zone';
import { EmailChangeOutcome } from '@/features/auth/components/email-change-outcome';
import { ProfileForm } from '@/features/auth/components/profile-form';
import { SettingsSection } from '@/features/auth/components/settings-section';
import { DigestSetting } from '@/features/notifications/components/digest-setting';
import { BellIcon } from '@/features/notifications/components/notification-icons';
import { WebhooksPanel } from '@/features/webhooks/components/webhooks-panel';
import { useAuth } from '@/lib/session/use-auth';

export default function SettingsPage() {
  const { user } = useAuth();

  return (
    <PageShell
      eyebrow="Account"
      title="Account Settings"
      lead="Your profile, password and personal data, all in one place."
    >
      {user && (
        <div className="flex flex-col gap-12 lg:gap-16">
          <EmailChangeOutcome />
          <SettingsSection
            id="profile"
            icon={<UserIcon />}
            title="Profile"
            description="Your username is public; your email is only used to sign in and to reach you about your account."
          >
            {/* Keyed by member so a different account never sees the previous one's values. */}
            <ProfileForm key={user.id} user={user} />
          </SettingsSection>
          <SettingsSection
            id="password"
            icon={<LockIcon />}
            title="Password"
            description="Confirm your current password to choose a new one."
          >
            <ChangePasswordForm />
          </SettingsSection>
          <SettingsSection
            id="notifications"
            icon={<BellIcon />}
            title="Notifications"
            description="The bell in the header shows what is new; you can also get it by e-mail."
          >
            <DigestSetting />
          </SettingsSection>
          <SettingsSection
            id="api-tokens"
            icon={<KeyIcon />}
            title="API tokens"
            description={
              <>
                Let your own tools and league bots use Paddock as you: send the token as an{' '}
                <code className="text-ink-200">Authorization: Bearer</code> header. Give each tool only the scopes it
                needs.
              </>
            }
          >
            <ApiTokens />
          </SettingsSection>
          <SettingsSection
            id="webhooks"
            icon={<WebhookIcon />}
            title="Webhooks"
            description="Paddock posts to these addresses when you publish a new livery or a new version of one: a Discord channel webhook works as it is."
          >
            <WebhooksPanel scope={{ kind: 'creator' }} />
          </SettingsSection>
          <SettingsSection
            id="danger-zone"
            icon={<AlertIcon />}
            title="Danger Zone"
            tone="danger"
            description="Take your data with you, or close your account. Closing it signs you out and cannot be undone."
          >
            <DangerZone />
          </SettingsSection>
        </div>
      )}
    </PageShell>
  );
}
