import * as oidc from 'openid-client';
import type { SsoConfig } from '../../config.ts';

export type SsoIdentity = {
  issuer: string;
  subject: string;
  email: string | null;
  /** The identity provider says it used a second factor itself (amr contains "mfa"). */
  usedMfa: boolean;
};

export type SsoStart = { url: string; state: string; nonce: string; codeVerifier: string };

/**
 * Microsoft Entra ID through OpenID Connect (authorization code + PKCE, state and nonce). Discovery runs once
 * and is kept; a failed discovery is retried on the next call.
 */
export function createEntraClient(config: SsoConfig, options: { allowHttp: boolean }) {
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(config.issuerUrl),
        config.clientId,
        undefined,
        oidc.ClientSecretPost(config.clientSecret),
        {
          // Plain-HTTP identity providers exist only on a developer's machine or in tests.
          execute: options.allowHttp ? [oidc.allowInsecureRequests] : [],
        },
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };

  return {
    async start(loginHint: string): Promise<SsoStart> {
      const server = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(server, {
        redirect_uri: config.redirectUrl,
        scope: 'openid profile email',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        login_hint: loginHint,
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    /** Exchanges the code the provider sent to the callback; throws on any protocol or check failure. */
    async finish(
      callbackQuery: string,
      checks: { state: string; nonce: string; codeVerifier: string },
    ): Promise<SsoIdentity> {
      const server = await configuration();
      const currentUrl = new URL(config.redirectUrl);
      currentUrl.search = callbackQuery;
      const tokens = await oidc.authorizationCodeGrant(server, currentUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      const email = [claims.email, claims.preferred_username, claims.upn].find(
        (v): v is string => typeof v === 'string' && v.includes('@'),
      );
      return {
        issuer: claims.iss,
        // Entra's object id is stable across applications; sub is per application.
        subject: typeof claims.oid === 'string' ? claims.oid : claims.sub,
        email: email ?? null,
        usedMfa: Array.isArray(claims.amr) && claims.amr.includes('mfa'),
      };
    },

    async identifierUrls(): Promise<{ entraIdentifierUrl: string; entraLoginUrl: string }> {
      const metadata = (await configuration()).serverMetadata();
      return { entraIdentifierUrl: metadata.issuer, entraLoginUrl: metadata.authorization_endpoint ?? '' };
    },

    /** The provider's sign-out address, returning to HOMER's login page. */
    async endSessionUrl(postLogoutRedirectUri: string): Promise<string | null> {
      const server = await configuration();
      if (!server.serverMetadata().end_session_endpoint) return null;
      return oidc.buildEndSessionUrl(server, {
        client_id: config.clientId,
        post_logout_redirect_uri: postLogoutRedirectUri,
      }).href;
    },
  };
}

export type EntraClient = ReturnType<typeof createEntraClient>;
