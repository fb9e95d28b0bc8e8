/*
 * Generated from the OpenAPI document (GET /api/v2/openapi.json) by openapi-typescript: do not edit.
 * Regenerate with `cd platform && node ace openapi:types`; the platform's tests fail when this file is stale.
 */
export interface paths {
    "/api/v2/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health of this node and of the engines it uses */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers */
        get: operations["getHealthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The service's public status (incidents, components) */
        get: operations["getStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/instance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This instance: whether its timestamps are qualified, the legal notice's identities */
        get: operations["getInstance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/client-errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report an error seen by the web app */
        post: operations["postClientErrors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI 3.1 document */
        get: operations["getOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up: create an account and its personal space */
        post: operations["postUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/email-availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether an e-mail can sign up */
        post: operations["postUsersEmailAvailability"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an e-mail with the link's token */
        post: operations["postUsersConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/confirmation/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the confirmation mail again */
        post: operations["postUsersConfirmationResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in (a session cookie, or a personal access token with token: true) */
        post: operations["postUsersSessions"];
        /** Log out */
        delete: operations["deleteUsersSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/password-resets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password reset link (the same answer whether the account exists) */
        post: operations["postUsersPasswordResets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/password-resets/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a password reset link is still valid */
        get: operations["getUsersPasswordResetsToken"];
        /** Set a new password with a reset link */
        put: operations["putUsersPasswordResetsToken"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller: account, active organisation, permissions */
        get: operations["getUsersMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the profile (name, language...) */
        patch: operations["patchUsersMe"];
        trace?: never;
    };
    "/api/v2/users/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the password (other sessions are logged out) */
        put: operations["putUsersMePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/me/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the avatar (multipart field avatar) */
        post: operations["postUsersMeAvatar"];
        /** Remove the avatar */
        delete: operations["deleteUsersMeAvatar"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/me/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The personal access tokens */
        get: operations["getUsersMeTokens"];
        put?: never;
        /** Create a personal access token (its value is shown once) */
        post: operations["postUsersMeTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/me/tokens/{tokenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a personal access token */
        delete: operations["deleteUsersMeTokensTokenId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/me/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invitations waiting for the caller */
        get: operations["getUsersMeInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/me/invitations/{invitationId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation: join the organisation */
        post: operations["postUsersMeInvitationsInvitationIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/me/invitations/{invitationId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline an invitation */
        post: operations["postUsersMeInvitationsInvitationIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An invitation from its mailed link */
        get: operations["getInvitationsToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/invitations/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation from its mailed link */
        post: operations["postInvitationsTokenAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/invitations/{token}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline an invitation from its mailed link */
        post: operations["postInvitationsTokenDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisations the caller belongs to */
        get: operations["getUsersOrganizations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/organizations/{id}/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switch the active organisation */
        post: operations["postUsersOrganizationsIdActive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an organisation (the caller administers it) */
        post: operations["postOrganizations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/organizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An organisation */
        get: operations["getOrganizationsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Rename an organisation */
        patch: operations["patchOrganizationsId"];
        trace?: never;
    };
    "/api/v2/organizations/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The members and their permissions */
        get: operations["getOrganizationsIdMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/organizations/{id}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member */
        delete: operations["deleteOrganizationsIdMembersUserId"];
        options?: never;
        head?: never;
        /** Change a member's role or permissions */
        patch: operations["patchOrganizationsIdMembersUserId"];
        trace?: never;
    };
    "/api/v2/organizations/{id}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pending invitations */
        get: operations["getOrganizationsIdInvitations"];
        put?: never;
        /** Invite someone by e-mail */
        post: operations["postOrganizationsIdInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/organizations/{id}/invitations/{invitationId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail an invitation again */
        post: operations["postOrganizationsIdInvitationsInvitationIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/organizations/{id}/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel an invitation */
        delete: operations["deleteOrganizationsIdInvitationsInvitationId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/organizations/{id}/customisation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customisation: colour and images */
        get: operations["getOrganizationsIdCustomisation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the main colour */
        patch: operations["patchOrganizationsIdCustomisation"];
        trace?: never;
    };
    "/api/v2/organizations/{id}/customisation/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Upload the logo or a background (multipart field file) */
        put: operations["putOrganizationsIdCustomisationKind"];
        post?: never;
        /** Remove the logo or a background */
        delete: operations["deleteOrganizationsIdCustomisationKind"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/organizations/{id}/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The retention period of proof-of-delivery records */
        get: operations["getOrganizationsIdPrivacy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the retention period of proof-of-delivery records */
        patch: operations["patchOrganizationsIdPrivacy"];
        trace?: never;
    };
    "/api/v2/organizations/{id}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's API keys */
        get: operations["getOrganizationsIdApiKeys"];
        put?: never;
        /** Create an API key (its secret is shown once) */
        post: operations["postOrganizationsIdApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/organizations/{id}/api-keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key */
        delete: operations["deleteOrganizationsIdApiKeysKeyId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/organizations/{id}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The address book, searched and paged */
        get: operations["getOrganizationsIdContacts"];
        put?: never;
        /** Add a contact */
        post: operations["postOrganizationsIdContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/organizations/{id}/contacts/{contactId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a contact */
        delete: operations["deleteOrganizationsIdContactsContactId"];
        options?: never;
        head?: never;
        /** Change a contact */
        patch: operations["patchOrganizationsIdContactsContactId"];
        trace?: never;
    };
    "/api/v2/support/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write to support (logged in) */
        post: operations["postSupportMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/support/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The public contact form */
        post: operations["postSupportContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/media/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An avatar, logo or background image */
        get: operations["getMediaName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/integrations/whoami": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who the credential acts as (user or API key, organisation, scopes) */
        get: operations["getIntegrationsWhoami"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/billing/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plans and prices offered */
        get: operations["getBillingPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's billing: plan, credits, billing details, invoices */
        get: operations["getBilling"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/billing/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the billing details */
        put: operations["putBillingInfo"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/billing/promo-codes/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a promotion code */
        post: operations["postBillingPromoCodesCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/billing/subscription/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start paying for a subscription */
        post: operations["postBillingSubscriptionCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/billing/subscription/renewal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Turn automatic renewal on or off */
        put: operations["putBillingSubscriptionRenewal"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/billing/credits/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start buying deposit credits */
        post: operations["postBillingCreditsCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/billing/card/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start registering a payment card */
        post: operations["postBillingCardCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/billing/payments/{uid}/settle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Settle a payment that came back from the payment page */
        post: operations["postBillingPaymentsUidSettle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/billing/payments/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A payment's state */
        get: operations["getBillingPaymentsUid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/billing/invoices/{number}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An invoice (PDF) */
        get: operations["getBillingInvoicesNumberPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/users/organization/payments/waiting/subscription/renew/boolean": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a subscription renewal waits for payment */
        get: operations["getUsersOrganizationPaymentsWaitingSubscriptionRenewBoolean"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/billing/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe's signed events (the Stripe-Signature header is the credential) */
        post: operations["postBillingWebhooksStripe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The batch's files and the state of each (received, being analysed, ready) */
        get: operations["getUploads"];
        put?: never;
        /**
         * Create an upload (tus creation, creation-with-upload)
         * @description tus 1.0 creation of one file of the batch the upload token opened. Upload-Metadata carries base64 values: filename, filetype, relativePath, sha256.
         */
        post: operations["postUploads"];
        delete?: never;
        /** tus discovery: versions, extensions, largest upload */
        options: operations["optionsUploads"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An upload's offset (tus HEAD)
         * @description Send HEAD (tus): the answer carries Upload-Offset and Upload-Length and no body. GET answers 404: downloads go through the plugins.
         */
        get: operations["getUploadsId"];
        put?: never;
        post?: never;
        /** Abandon an upload (tus termination) */
        delete: operations["deleteUploadsId"];
        /** tus discovery: versions, extensions, largest upload */
        options: operations["optionsUploadsId"];
        /**
         * An upload's offset (tus HEAD)
         * @description Send HEAD (tus): the answer carries Upload-Offset and Upload-Length and no body. GET answers 404: downloads go through the plugins.
         */
        head: operations["headUploadsId"];
        /** Send bytes at an offset (tus PATCH) */
        patch: operations["patchUploadsId"];
        trace?: never;
    };
    "/api/v2/transfer/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What each tier may send (sizes, expiry) */
        get: operations["getTransferLimits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transfer/capabilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the caller's transfers may do (their plan's limits) */
        get: operations["getTransferCapabilities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transfer/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's transfers, filtered and paged */
        get: operations["getTransferTransfers"];
        put?: never;
        /** Start a transfer: a draft, its sender token and the upload token of its files */
        post: operations["postTransferTransfers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transfer/guest-transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a transfer without an account: a code is mailed to the sender's address */
        post: operations["postTransferGuestTransfers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transfer/drafts/{id}/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a new code to a guest draft's sender */
        post: operations["postTransferDraftsIdCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transfer/drafts/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the code mailed to a guest sender */
        post: operations["postTransferDraftsIdVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transfer/drafts/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a draft whose files are uploaded: the recipients are mailed, the link is answered */
        post: operations["postTransferDraftsIdSend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transfer/drafts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel a draft */
        delete: operations["deleteTransferDraftsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transfer/downloads/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A transfer from its link: sender, message, files */
        get: operations["getTransferDownloadsToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transfer/downloads/{token}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unlock a password-protected transfer */
        post: operations["postTransferDownloadsTokenUnlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transfer/downloads/{token}/acknowledgement/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm receipt, first step: a code mailed to the recipient (when the sender asked for an acknowledgement) */
        post: operations["postTransferDownloadsTokenAcknowledgementCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transfer/downloads/{token}/acknowledgement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm receipt with the mailed code: a timestamped entry of the transfer's proof of delivery, a receipt mailed to the sender */
        post: operations["postTransferDownloadsTokenAcknowledgement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transfer/downloads/{token}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download one file (Range requests resume) */
        get: operations["getTransferDownloadsTokenFilesFileId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transfer/downloads/{token}/zip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download files as one ZIP */
        get: operations["getTransferDownloadsTokenZip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transfer/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts of the organisation's transfers, and the latest ones */
        get: operations["getTransferStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transfer/transfers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A transfer: recipients, files, history */
        get: operations["getTransferTransfersId"];
        put?: never;
        post?: never;
        /** Delete a transfer and its files */
        delete: operations["deleteTransferTransfersId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transfer/transfers/{id}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set or remove a transfer's password */
        put: operations["putTransferTransfersIdPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transfer/transfers/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail the link again to all or some recipients */
        post: operations["postTransferTransfersIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transfer/transfers/{id}/proof-of-delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A transfer's proof of delivery (ZIP: the hash-chained event log, its timestamps, how to verify) */
        get: operations["getTransferTransfersIdProofOfDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/transfer/transfers/{id}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one file of a transfer */
        delete: operations["deleteTransferTransfersIdFilesFileId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/consignment/offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a deposit costs and offers: types, conservation lengths, price table */
        get: operations["getConsignmentOffer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/consignment/certificates/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sealed deposit's public certificate page data */
        get: operations["getConsignmentCertificatesToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/consignment/certificates/{token}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sealed file's certificate (PDF), from its public token */
        get: operations["getConsignmentCertificatesTokenPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/consignment/decode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decode and check a security hash */
        post: operations["postConsignmentDecode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/consignment/embed/{embedId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The data of a deposit badge embedded on a site (readable cross-origin) */
        get: operations["getConsignmentEmbedEmbedId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/consignment/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Ed25519 public keys that sign security hashes */
        get: operations["getConsignmentKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/consignment/evidence/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sealed file's evidence, for checking in the browser */
        get: operations["getConsignmentEvidenceToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/consignment/trust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The instance's trust anchors: TSA roots, security-hash keys, public chain */
        get: operations["getConsignmentTrust"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/consignment/widget.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The <sceau-deposit> badge module (latest version) */
        get: operations["getConsignmentWidgetJs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/consignment/widget/manifest.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The versioned badge files and their SRI hashes */
        get: operations["getConsignmentWidgetManifestJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/consignment/widget/{version}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file of a badge version (immutable) */
        get: operations["getConsignmentWidgetVersionFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/consignment/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's deposits, filtered and paged */
        get: operations["getConsignmentDeposits"];
        put?: never;
        /** Make a deposit: its files are then uploaded with the upload token it answers */
        post: operations["postConsignmentDeposits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/consignment/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The price of a deposit before it is made */
        get: operations["getConsignmentQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/consignment/deposits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A deposit and its files */
        get: operations["getConsignmentDepositsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a deposit's title or description */
        patch: operations["patchConsignmentDepositsId"];
        trace?: never;
    };
    "/api/v2/consignment/deposits/{id}/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Extend a deposit's conservation */
        post: operations["postConsignmentDepositsIdRenew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/consignment/deposits/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a version to a project deposit: where to upload its files */
        post: operations["postConsignmentDepositsIdVersions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/consignment/deposits/{id}/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a deposit to be transferred to another organisation */
        post: operations["postConsignmentDepositsIdTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/consignment/deposits/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A deposit's invoice (PDF) */
        get: operations["getConsignmentDepositsIdInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/consignment/deposits/{id}/files/{fileId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a deposited file (when its bytes are kept) */
        get: operations["getConsignmentDepositsIdFilesFileIdDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/consignment/deposits/{id}/files/{fileId}/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sealed file's certificate (PDF) */
        get: operations["getConsignmentDepositsIdFilesFileIdCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/consignment/deposits/{id}/files/{fileId}/proof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sealed file's proof bundle (ZIP: certificate, timestamp token, evidence, verification instructions) */
        get: operations["getConsignmentDepositsIdFilesFileIdProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/consignment/third-party-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller may ask for third-party deposits */
        get: operations["getConsignmentThirdPartyRequest"];
        put?: never;
        /** Ask to make deposits for third parties */
        post: operations["postConsignmentThirdPartyRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/receptions/safelink-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The choices a reception link offers (expiry, audiences) */
        get: operations["getReceptionsSafelinkOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/receptions/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's reception links */
        get: operations["getReceptionsLinks"];
        put?: never;
        /** Create a reception link */
        post: operations["postReceptionsLinks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/receptions/links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A reception link */
        get: operations["getReceptionsLinksId"];
        put?: never;
        post?: never;
        /** Revoke a reception link (what it received stays) */
        delete: operations["deleteReceptionsLinksId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/receptions/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's reception page (created inactive on the first read) */
        get: operations["getReceptionsPage"];
        /** Change the organisation's reception page */
        put: operations["putReceptionsPage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/receptions/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The deliveries received, paged */
        get: operations["getReceptionsDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/receptions/deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A delivery and its files */
        get: operations["getReceptionsDeliveriesId"];
        put?: never;
        post?: never;
        /** Delete a delivery and its files */
        delete: operations["deleteReceptionsDeliveriesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/receptions/deliveries/{id}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a delivered file (Range requests resume) */
        get: operations["getReceptionsDeliveriesIdFilesFileId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/receptions/deliveries/{id}/zip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A delivery's files as one ZIP */
        get: operations["getReceptionsDeliveriesIdZip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/receptions/deliveries/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A delivery's timestamped receipt (ZIP) */
        get: operations["getReceptionsDeliveriesIdReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/receptions/deliveries/{id}/proof-of-delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A delivery's proof of delivery: its hash-chained log, timestamped heads and a verify guide (ZIP) */
        get: operations["getReceptionsDeliveriesIdProofOfDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/receptions/deliveries/{id}/files/{fileId}/protect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deposit a delivered file (consignment), charged the price confirmed */
        post: operations["postReceptionsDeliveriesIdFilesFileIdProtect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/receptions/public/deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sender's view of their delivery */
        get: operations["getReceptionsPublicDeliveriesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/receptions/public/deliveries/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sender's receipt of their delivery (ZIP) */
        get: operations["getReceptionsPublicDeliveriesIdReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/receptions/public/deliveries/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish a delivery whose files are uploaded */
        post: operations["postReceptionsPublicDeliveriesIdComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/receptions/public/{kind}/{ref}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A reception link or page, as a third party sees it */
        get: operations["getReceptionsPublicKindRef"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/receptions/public/{kind}/{ref}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unlock a password-protected link: a grant */
        post: operations["postReceptionsPublicKindRefUnlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/receptions/public/{kind}/{ref}/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a code to check the sender's e-mail */
        post: operations["postReceptionsPublicKindRefCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/receptions/public/{kind}/{ref}/code/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the mailed code: a grant */
        post: operations["postReceptionsPublicKindRefCodeCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/receptions/public/{kind}/{ref}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a delivery: its sender token and the upload token of its files */
        post: operations["postReceptionsPublicKindRefDeliveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/capsules/formats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The capture formats and the headers every capture redacts */
        get: operations["getCapsulesFormats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/capsules/extension/packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The browser extension's packages this instance serves */
        get: operations["getCapsulesExtensionPackages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/capsules/extension/packages/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a browser extension package */
        get: operations["getCapsulesExtensionPackagesName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/capsules/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether this instance can capture pages on the server, and a capture's deposit price for the caller */
        get: operations["getCapsulesStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/capsules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's captures, paged */
        get: operations["getCapsules"];
        put?: never;
        /** Start a capture made in the browser: where to upload its files */
        post: operations["postCapsules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/capsules/web-proofs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Capture a page on the server, deposited at the price confirmed */
        post: operations["postCapsulesWebProofs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/capsules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A capture */
        get: operations["getCapsulesId"];
        put?: never;
        post?: never;
        /** Delete a failed capture */
        delete: operations["deleteCapsulesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/capsules/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish a capture whose files are uploaded: it is checked and deposited */
        post: operations["postCapsulesIdComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/capsules/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Try a failed server capture again */
        post: operations["postCapsulesIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/capsules/{id}/wacz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A capture's web archive (WACZ) */
        get: operations["getCapsulesIdWacz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/capsules/{id}/screenshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A capture's screenshot */
        get: operations["getCapsulesIdScreenshot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/git-deploy/releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's deposited releases, paged */
        get: operations["getGitDeployReleases"];
        put?: never;
        /** Start a release deposit: where to upload its archive (the same release again answers the first one) */
        post: operations["postGitDeployReleases"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/git-deploy/releases/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A release and its deposit */
        get: operations["getGitDeployReleasesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/git-deploy/releases/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish a release whose archive is uploaded: it is deposited */
        post: operations["postGitDeployReleasesIdComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Every refusal: a stable code and a translated message. */
        ErrorEnvelope: {
            error: {
                /**
                 * @example E_VALIDATION
                 * @example E_UNAUTHENTICATED
                 * @example E_API_KEY_SCOPE
                 */
                code: string;
                /** @description Translated into the request's language */
                message: string;
                /** @description Field name -> translated message */
                fields?: {
                    [key: string]: string;
                };
                /** @description On 5XX: the id of the request in the server logs */
                requestId?: string;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up or degraded */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: "ok" | "degraded" | "down";
                        /** @description Engines this node needs that do not answer (503) */
                        failing?: string[];
                        /** @description Outside services that do not answer */
                        unreachable?: string[];
                        degraded?: string[];
                        version: string;
                        drivers: {
                            database: "postgres" | "sqlite";
                            files: string;
                            queue: string;
                            mail: string;
                            rateLimits: string;
                            timestamps: string;
                            anchoring: string;
                            payments: string;
                        };
                        /** @description Each probe by name */
                        checks: {
                            [key: string]: {
                                ok: boolean;
                                ms?: number;
                                error?: string;
                                /** @description It answers, but something will soon stop it */
                                degraded?: string;
                            };
                        };
                        plugins: string[];
                    };
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Down: an engine it needs is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: "ok" | "degraded" | "down";
                        /** @description Engines this node needs that do not answer (503) */
                        failing?: string[];
                        /** @description Outside services that do not answer */
                        unreachable?: string[];
                        degraded?: string[];
                        version: string;
                        drivers: {
                            database: "postgres" | "sqlite";
                            files: string;
                            queue: string;
                            mail: string;
                            rateLimits: string;
                            timestamps: string;
                            anchoring: string;
                            payments: string;
                        };
                        /** @description Each probe by name */
                        checks: {
                            [key: string]: {
                                ok: boolean;
                                ms?: number;
                                error?: string;
                                /** @description It answers, but something will soon stop it */
                                degraded?: string;
                            };
                        };
                        plugins: string[];
                    };
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getHealthLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description It answers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ok";
                    };
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: "operational" | "degraded" | "down";
                        components: {
                            name: string;
                            state: "operational" | "degraded" | "down";
                        }[];
                        /** Format: date-time */
                        checkedAt: string;
                    };
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getInstance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The instance */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: string;
                        qualifiedTimestamps: boolean;
                        anchoring: boolean;
                        legalNotice: {
                            publisher: {
                                name: string | null;
                                address: string | null;
                                phone: string | null;
                                legalNumber: string | null;
                                vatNumber: string | null;
                                email: string | null;
                            };
                            director: string | null;
                            host: {
                                name: string | null;
                                address: string | null;
                                phone: string | null;
                            };
                            complete: boolean;
                        };
                    };
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postClientErrors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                    stack?: string;
                    url: string;
                    /** @enum {unknown} */
                    kind: "render" | "chunk" | "unhandled";
                };
            };
        };
        responses: {
            /** @description Recorded */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        received: true;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing CSRF header with the session cookie (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        openapi: "3.1.0";
                        info: Record<string, never>;
                        paths: Record<string, never>;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstname: string;
                    lastname: string;
                    email: string;
                    password: string;
                    terms: unknown;
                    /** @enum {unknown} */
                    remember?: "1" | 1 | "true" | true | "on" | "0" | 0 | "false" | false;
                    /** @enum {unknown} */
                    locale?: "fr" | "en" | "es" | "it" | "pt";
                    /** @enum {unknown} */
                    userType?: "user" | "cac";
                    invitation?: string;
                };
            };
        };
        responses: {
            /** @description The new account (as GET /users/me), logged in */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        firstname: string;
                        lastname: string;
                        email: string;
                        avatarUrl: string | null;
                        /** @description Shown when there is no avatar */
                        initials: string;
                        /** @description "user", or "cac" (its own subscription path) */
                        userType: string;
                        locale: "fr" | "en" | "es" | "it" | "pt";
                        mailConfirmed: boolean;
                        autoAddContacts: boolean;
                        welcomeDismissed: boolean;
                        /** Format: date-time */
                        createdAt: string;
                        role: "admin" | "member";
                        premium: boolean;
                        /** @description What the caller may do in the organisation */
                        permissions: {
                            /** @description Administrators only */
                            admin?: boolean;
                            /** @description Administrators only */
                            organization?: {
                                nbMember: number;
                                settings: boolean;
                            };
                            transfer: {
                                password: boolean;
                                limitations: {
                                    /** @description MiB */
                                    sizeMax: number;
                                };
                                conservationDays: number;
                            };
                            consignment: {
                                active: boolean;
                                types: {
                                    group: {
                                        active: boolean;
                                    };
                                    versionning: {
                                        active: boolean;
                                    };
                                    premium: {
                                        active: boolean;
                                    };
                                };
                                isMandataire: boolean;
                            };
                            integration: {
                                capsule: boolean;
                                webProof: boolean;
                                gitCloning: boolean;
                                api: boolean;
                            };
                            addressBook: boolean;
                            /** @description Permissions plugins declare, by name */
                            plugins: {
                                [key: string]: boolean;
                            };
                        };
                        organization: {
                            id: string;
                            name: string;
                            /** @description The caller's personal organisation */
                            personal: boolean;
                            role: "admin" | "member";
                            logoUrl: string | null;
                            subscription: {
                                plan: "free" | "premium";
                                isPremium: boolean;
                                expireAt: string | null;
                                renew: boolean;
                            };
                            customisation: {
                                logoUrl: string | null;
                                downloadBackgroundUrl: string | null;
                                sendBackgroundUrl: string | null;
                                mainColor: string | null;
                            };
                            memberLimit: number;
                            members: number | null;
                            pendingInvitations: number | null;
                            remainingMembers: number | null;
                            administrators: string[] | null;
                        };
                        organizations: {
                            organization: {
                                _id: string;
                                id: string;
                                name: string;
                                custom: {
                                    logo: string | null;
                                };
                            };
                            id: string;
                            name: string;
                            logoUrl: string | null;
                            role: "admin" | "member";
                            personal: boolean;
                            isActive: boolean;
                        }[];
                        organizationsCount: number;
                        gate: ({
                            /** @constant */
                            code: "E_MAIL_NOT_CONFIRMED";
                            /** @constant */
                            redirect: "/account/confirmation";
                        } | {
                            /** @constant */
                            code: "E_SUBSCRIPTION_REQUIRED";
                            /** @constant */
                            redirect: "/cac/subscriptions";
                        } | {
                            /** @constant */
                            code: "E_CAC_SUBSCRIPTIONS";
                            /** @constant */
                            redirect: "/cac/subscriptions";
                        }) | null;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing CSRF header with the session cookie (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The e-mail already has an account */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postUsersEmailAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description It can */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        available: true;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing CSRF header with the session cookie (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postUsersConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Confirmed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        mailConfirmed: true;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing CSRF header with the session cookie (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The link is unknown, used or expired (E_REQUEST_EXPIRED) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postUsersConfirmationResend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        sent: true;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Already confirmed (E_ALREADY_CONFIRMED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postUsersSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    /** @enum {unknown} */
                    remember?: "1" | 1 | "true" | true | "on" | "0" | 0 | "false" | false;
                    /** @enum {unknown} */
                    token?: "1" | 1 | "true" | true | "on" | "0" | 0 | "false" | false;
                    tokenName?: string;
                };
            };
        };
        responses: {
            /** @description The caller, and the token when asked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The caller: account, active organisation, permissions */
                        user: {
                            id: string;
                            firstname: string;
                            lastname: string;
                            email: string;
                            avatarUrl: string | null;
                            /** @description Shown when there is no avatar */
                            initials: string;
                            /** @description "user", or "cac" (its own subscription path) */
                            userType: string;
                            locale: "fr" | "en" | "es" | "it" | "pt";
                            mailConfirmed: boolean;
                            autoAddContacts: boolean;
                            welcomeDismissed: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            role: "admin" | "member";
                            premium: boolean;
                            /** @description What the caller may do in the organisation */
                            permissions: {
                                /** @description Administrators only */
                                admin?: boolean;
                                /** @description Administrators only */
                                organization?: {
                                    nbMember: number;
                                    settings: boolean;
                                };
                                transfer: {
                                    password: boolean;
                                    limitations: {
                                        /** @description MiB */
                                        sizeMax: number;
                                    };
                                    conservationDays: number;
                                };
                                consignment: {
                                    active: boolean;
                                    types: {
                                        group: {
                                            active: boolean;
                                        };
                                        versionning: {
                                            active: boolean;
                                        };
                                        premium: {
                                            active: boolean;
                                        };
                                    };
                                    isMandataire: boolean;
                                };
                                integration: {
                                    capsule: boolean;
                                    webProof: boolean;
                                    gitCloning: boolean;
                                    api: boolean;
                                };
                                addressBook: boolean;
                                /** @description Permissions plugins declare, by name */
                                plugins: {
                                    [key: string]: boolean;
                                };
                            };
                            organization: {
                                id: string;
                                name: string;
                                /** @description The caller's personal organisation */
                                personal: boolean;
                                role: "admin" | "member";
                                logoUrl: string | null;
                                subscription: {
                                    plan: "free" | "premium";
                                    isPremium: boolean;
                                    expireAt: string | null;
                                    renew: boolean;
                                };
                                customisation: {
                                    logoUrl: string | null;
                                    downloadBackgroundUrl: string | null;
                                    sendBackgroundUrl: string | null;
                                    mainColor: string | null;
                                };
                                memberLimit: number;
                                members: number | null;
                                pendingInvitations: number | null;
                                remainingMembers: number | null;
                                administrators: string[] | null;
                            };
                            organizations: {
                                organization: {
                                    _id: string;
                                    id: string;
                                    name: string;
                                    custom: {
                                        logo: string | null;
                                    };
                                };
                                id: string;
                                name: string;
                                logoUrl: string | null;
                                role: "admin" | "member";
                                personal: boolean;
                                isActive: boolean;
                            }[];
                            organizationsCount: number;
                            gate: ({
                                /** @constant */
                                code: "E_MAIL_NOT_CONFIRMED";
                                /** @constant */
                                redirect: "/account/confirmation";
                            } | {
                                /** @constant */
                                code: "E_SUBSCRIPTION_REQUIRED";
                                /** @constant */
                                redirect: "/cac/subscriptions";
                            } | {
                                /** @constant */
                                code: "E_CAC_SUBSCRIPTIONS";
                                /** @constant */
                                redirect: "/cac/subscriptions";
                            }) | null;
                        };
                        token?: {
                            id: string;
                            name: string | null;
                            /** @constant */
                            type: "bearer";
                            /** Format: date-time */
                            createdAt: string;
                            lastUsedAt: string | null;
                            expiresAt: string | null;
                            /** @description The token ("sct_…"), only in the answer that creates it */
                            value?: string;
                        };
                    };
                };
            };
            /** @description Wrong e-mail or password (E_INVALID_CREDENTIALS) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing CSRF header with the session cookie (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteUsersSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logged out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postUsersPasswordResets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Sent if the account exists */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        sent: true;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing CSRF header with the session cookie (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUsersPasswordResetsToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the resource */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Valid */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        valid: true;
                        /** Format: date-time */
                        expiresAt: string;
                    };
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The link is unknown, used or expired (E_REQUEST_EXPIRED) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putUsersPasswordResetsToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the resource */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Changed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing CSRF header with the session cookie (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The link is unknown, used or expired (E_REQUEST_EXPIRED) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUsersMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        firstname: string;
                        lastname: string;
                        email: string;
                        avatarUrl: string | null;
                        /** @description Shown when there is no avatar */
                        initials: string;
                        /** @description "user", or "cac" (its own subscription path) */
                        userType: string;
                        locale: "fr" | "en" | "es" | "it" | "pt";
                        mailConfirmed: boolean;
                        autoAddContacts: boolean;
                        welcomeDismissed: boolean;
                        /** Format: date-time */
                        createdAt: string;
                        role: "admin" | "member";
                        premium: boolean;
                        /** @description What the caller may do in the organisation */
                        permissions: {
                            /** @description Administrators only */
                            admin?: boolean;
                            /** @description Administrators only */
                            organization?: {
                                nbMember: number;
                                settings: boolean;
                            };
                            transfer: {
                                password: boolean;
                                limitations: {
                                    /** @description MiB */
                                    sizeMax: number;
                                };
                                conservationDays: number;
                            };
                            consignment: {
                                active: boolean;
                                types: {
                                    group: {
                                        active: boolean;
                                    };
                                    versionning: {
                                        active: boolean;
                                    };
                                    premium: {
                                        active: boolean;
                                    };
                                };
                                isMandataire: boolean;
                            };
                            integration: {
                                capsule: boolean;
                                webProof: boolean;
                                gitCloning: boolean;
                                api: boolean;
                            };
                            addressBook: boolean;
                            /** @description Permissions plugins declare, by name */
                            plugins: {
                                [key: string]: boolean;
                            };
                        };
                        organization: {
                            id: string;
                            name: string;
                            /** @description The caller's personal organisation */
                            personal: boolean;
                            role: "admin" | "member";
                            logoUrl: string | null;
                            subscription: {
                                plan: "free" | "premium";
                                isPremium: boolean;
                                expireAt: string | null;
                                renew: boolean;
                            };
                            customisation: {
                                logoUrl: string | null;
                                downloadBackgroundUrl: string | null;
                                sendBackgroundUrl: string | null;
                                mainColor: string | null;
                            };
                            memberLimit: number;
                            members: number | null;
                            pendingInvitations: number | null;
                            remainingMembers: number | null;
                            administrators: string[] | null;
                        };
                        organizations: {
                            organization: {
                                _id: string;
                                id: string;
                                name: string;
                                custom: {
                                    logo: string | null;
                                };
                            };
                            id: string;
                            name: string;
                            logoUrl: string | null;
                            role: "admin" | "member";
                            personal: boolean;
                            isActive: boolean;
                        }[];
                        organizationsCount: number;
                        gate: ({
                            /** @constant */
                            code: "E_MAIL_NOT_CONFIRMED";
                            /** @constant */
                            redirect: "/account/confirmation";
                        } | {
                            /** @constant */
                            code: "E_SUBSCRIPTION_REQUIRED";
                            /** @constant */
                            redirect: "/cac/subscriptions";
                        } | {
                            /** @constant */
                            code: "E_CAC_SUBSCRIPTIONS";
                            /** @constant */
                            redirect: "/cac/subscriptions";
                        }) | null;
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchUsersMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstname?: string;
                    lastname?: string;
                    /** @enum {unknown} */
                    locale?: "fr" | "en" | "es" | "it" | "pt";
                    /** @enum {unknown} */
                    autoAddContacts?: "1" | 1 | "true" | true | "on" | "0" | 0 | "false" | false;
                    /** @enum {unknown} */
                    welcomeDismissed?: "1" | 1 | "true" | true | "on" | "0" | 0 | "false" | false;
                };
            };
        };
        responses: {
            /** @description The caller, changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        firstname: string;
                        lastname: string;
                        email: string;
                        avatarUrl: string | null;
                        /** @description Shown when there is no avatar */
                        initials: string;
                        /** @description "user", or "cac" (its own subscription path) */
                        userType: string;
                        locale: "fr" | "en" | "es" | "it" | "pt";
                        mailConfirmed: boolean;
                        autoAddContacts: boolean;
                        welcomeDismissed: boolean;
                        /** Format: date-time */
                        createdAt: string;
                        role: "admin" | "member";
                        premium: boolean;
                        /** @description What the caller may do in the organisation */
                        permissions: {
                            /** @description Administrators only */
                            admin?: boolean;
                            /** @description Administrators only */
                            organization?: {
                                nbMember: number;
                                settings: boolean;
                            };
                            transfer: {
                                password: boolean;
                                limitations: {
                                    /** @description MiB */
                                    sizeMax: number;
                                };
                                conservationDays: number;
                            };
                            consignment: {
                                active: boolean;
                                types: {
                                    group: {
                                        active: boolean;
                                    };
                                    versionning: {
                                        active: boolean;
                                    };
                                    premium: {
                                        active: boolean;
                                    };
                                };
                                isMandataire: boolean;
                            };
                            integration: {
                                capsule: boolean;
                                webProof: boolean;
                                gitCloning: boolean;
                                api: boolean;
                            };
                            addressBook: boolean;
                            /** @description Permissions plugins declare, by name */
                            plugins: {
                                [key: string]: boolean;
                            };
                        };
                        organization: {
                            id: string;
                            name: string;
                            /** @description The caller's personal organisation */
                            personal: boolean;
                            role: "admin" | "member";
                            logoUrl: string | null;
                            subscription: {
                                plan: "free" | "premium";
                                isPremium: boolean;
                                expireAt: string | null;
                                renew: boolean;
                            };
                            customisation: {
                                logoUrl: string | null;
                                downloadBackgroundUrl: string | null;
                                sendBackgroundUrl: string | null;
                                mainColor: string | null;
                            };
                            memberLimit: number;
                            members: number | null;
                            pendingInvitations: number | null;
                            remainingMembers: number | null;
                            administrators: string[] | null;
                        };
                        organizations: {
                            organization: {
                                _id: string;
                                id: string;
                                name: string;
                                custom: {
                                    logo: string | null;
                                };
                            };
                            id: string;
                            name: string;
                            logoUrl: string | null;
                            role: "admin" | "member";
                            personal: boolean;
                            isActive: boolean;
                        }[];
                        organizationsCount: number;
                        gate: ({
                            /** @constant */
                            code: "E_MAIL_NOT_CONFIRMED";
                            /** @constant */
                            redirect: "/account/confirmation";
                        } | {
                            /** @constant */
                            code: "E_SUBSCRIPTION_REQUIRED";
                            /** @constant */
                            redirect: "/cac/subscriptions";
                        } | {
                            /** @constant */
                            code: "E_CAC_SUBSCRIPTIONS";
                            /** @constant */
                            redirect: "/cac/subscriptions";
                        }) | null;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putUsersMePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    password: string;
                    /** @enum {unknown} */
                    revokeAccessTokens?: "1" | 1 | "true" | true | "on" | "0" | 0 | "false" | false;
                };
            };
        };
        responses: {
            /** @description Changed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postUsersMeAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    avatar: string;
                };
            };
        };
        responses: {
            /** @description Where the new avatar is served */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        avatarUrl: string | null;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteUsersMeAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUsersMeTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tokens (never their values) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tokens: {
                            id: string;
                            name: string | null;
                            /** @constant */
                            type: "bearer";
                            /** Format: date-time */
                            createdAt: string;
                            lastUsedAt: string | null;
                            expiresAt: string | null;
                            /** @description The token ("sct_…"), only in the answer that creates it */
                            value?: string;
                        }[];
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postUsersMeTokens: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    expiresInDays?: number;
                };
            };
        };
        responses: {
            /** @description The token, with its value */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string | null;
                        /** @constant */
                        type: "bearer";
                        /** Format: date-time */
                        createdAt: string;
                        lastUsedAt: string | null;
                        expiresAt: string | null;
                        /** @description The token ("sct_…"), only in the answer that creates it */
                        value?: string;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why; or the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteUsersMeTokensTokenId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token id of the resource */
                tokenId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUsersMeInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invitations: {
                            id: string;
                            email: string;
                            organization: {
                                id: string;
                                name: string;
                                logoUrl: string | null;
                            };
                            invitedBy: {
                                firstname: string;
                                lastname: string;
                            } | null;
                            /** Format: date-time */
                            sentAt: string;
                            /** Format: date-time */
                            expiresAt: string;
                        }[];
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postUsersMeInvitationsInvitationIdAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invitation id of the resource */
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organisation joined */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organization: {
                            id: string;
                            name: string;
                        };
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The invitation expired (E_REQUEST_EXPIRED) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postUsersMeInvitationsInvitationIdDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invitation id of the resource */
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Declined */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getInvitationsToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the resource */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        organization: {
                            id: string;
                            name: string;
                            logoUrl: string | null;
                        };
                        invitedBy: {
                            firstname: string;
                            lastname: string;
                        } | null;
                        /** Format: date-time */
                        sentAt: string;
                        /** Format: date-time */
                        expiresAt: string;
                        /** @description The invited address has an account: log in, else sign up */
                        accountExists: boolean;
                    };
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The invitation is unknown, used or expired (E_REQUEST_EXPIRED) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postInvitationsTokenAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the resource */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organisation joined */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organization: {
                            id: string;
                            name: string;
                        };
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The invitation is unknown, used or expired (E_REQUEST_EXPIRED) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postInvitationsTokenDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the resource */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Declined */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing CSRF header with the session cookie (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The invitation is unknown, used or expired (E_REQUEST_EXPIRED) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUsersOrganizations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organisations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organization: {
                            _id: string;
                            id: string;
                            name: string;
                            custom: {
                                logo: string | null;
                            };
                        };
                        id: string;
                        name: string;
                        logoUrl: string | null;
                        role: "admin" | "member";
                        personal: boolean;
                        isActive: boolean;
                    }[];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postUsersOrganizationsIdActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller (as GET /users/me), in that organisation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        firstname: string;
                        lastname: string;
                        email: string;
                        avatarUrl: string | null;
                        /** @description Shown when there is no avatar */
                        initials: string;
                        /** @description "user", or "cac" (its own subscription path) */
                        userType: string;
                        locale: "fr" | "en" | "es" | "it" | "pt";
                        mailConfirmed: boolean;
                        autoAddContacts: boolean;
                        welcomeDismissed: boolean;
                        /** Format: date-time */
                        createdAt: string;
                        role: "admin" | "member";
                        premium: boolean;
                        /** @description What the caller may do in the organisation */
                        permissions: {
                            /** @description Administrators only */
                            admin?: boolean;
                            /** @description Administrators only */
                            organization?: {
                                nbMember: number;
                                settings: boolean;
                            };
                            transfer: {
                                password: boolean;
                                limitations: {
                                    /** @description MiB */
                                    sizeMax: number;
                                };
                                conservationDays: number;
                            };
                            consignment: {
                                active: boolean;
                                types: {
                                    group: {
                                        active: boolean;
                                    };
                                    versionning: {
                                        active: boolean;
                                    };
                                    premium: {
                                        active: boolean;
                                    };
                                };
                                isMandataire: boolean;
                            };
                            integration: {
                                capsule: boolean;
                                webProof: boolean;
                                gitCloning: boolean;
                                api: boolean;
                            };
                            addressBook: boolean;
                            /** @description Permissions plugins declare, by name */
                            plugins: {
                                [key: string]: boolean;
                            };
                        };
                        organization: {
                            id: string;
                            name: string;
                            /** @description The caller's personal organisation */
                            personal: boolean;
                            role: "admin" | "member";
                            logoUrl: string | null;
                            subscription: {
                                plan: "free" | "premium";
                                isPremium: boolean;
                                expireAt: string | null;
                                renew: boolean;
                            };
                            customisation: {
                                logoUrl: string | null;
                                downloadBackgroundUrl: string | null;
                                sendBackgroundUrl: string | null;
                                mainColor: string | null;
                            };
                            memberLimit: number;
                            members: number | null;
                            pendingInvitations: number | null;
                            remainingMembers: number | null;
                            administrators: string[] | null;
                        };
                        organizations: {
                            organization: {
                                _id: string;
                                id: string;
                                name: string;
                                custom: {
                                    logo: string | null;
                                };
                            };
                            id: string;
                            name: string;
                            logoUrl: string | null;
                            role: "admin" | "member";
                            personal: boolean;
                            isActive: boolean;
                        }[];
                        organizationsCount: number;
                        gate: ({
                            /** @constant */
                            code: "E_MAIL_NOT_CONFIRMED";
                            /** @constant */
                            redirect: "/account/confirmation";
                        } | {
                            /** @constant */
                            code: "E_SUBSCRIPTION_REQUIRED";
                            /** @constant */
                            redirect: "/cac/subscriptions";
                        } | {
                            /** @constant */
                            code: "E_CAC_SUBSCRIPTIONS";
                            /** @constant */
                            redirect: "/cac/subscriptions";
                        }) | null;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postOrganizations: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description The organisation */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @description The caller's personal organisation */
                        personal: boolean;
                        role: "admin" | "member";
                        logoUrl: string | null;
                        subscription: {
                            plan: "free" | "premium";
                            isPremium: boolean;
                            expireAt: string | null;
                            renew: boolean;
                        };
                        customisation: {
                            logoUrl: string | null;
                            downloadBackgroundUrl: string | null;
                            sendBackgroundUrl: string | null;
                            mainColor: string | null;
                        };
                        memberLimit: number;
                        members: number | null;
                        pendingInvitations: number | null;
                        remainingMembers: number | null;
                        administrators: string[] | null;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why; or the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getOrganizationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organisation, with the caller's permissions and rights there */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @description The caller's personal organisation */
                        personal: boolean;
                        role: "admin" | "member";
                        logoUrl: string | null;
                        subscription: {
                            plan: "free" | "premium";
                            isPremium: boolean;
                            expireAt: string | null;
                            renew: boolean;
                        };
                        customisation: {
                            logoUrl: string | null;
                            downloadBackgroundUrl: string | null;
                            sendBackgroundUrl: string | null;
                            mainColor: string | null;
                        };
                        memberLimit: number;
                        members: number | null;
                        pendingInvitations: number | null;
                        remainingMembers: number | null;
                        administrators: string[] | null;
                        /** @description What the caller may do in the organisation */
                        permissions: {
                            /** @description Administrators only */
                            admin?: boolean;
                            /** @description Administrators only */
                            organization?: {
                                nbMember: number;
                                settings: boolean;
                            };
                            transfer: {
                                password: boolean;
                                limitations: {
                                    /** @description MiB */
                                    sizeMax: number;
                                };
                                conservationDays: number;
                            };
                            consignment: {
                                active: boolean;
                                types: {
                                    group: {
                                        active: boolean;
                                    };
                                    versionning: {
                                        active: boolean;
                                    };
                                    premium: {
                                        active: boolean;
                                    };
                                };
                                isMandataire: boolean;
                            };
                            integration: {
                                capsule: boolean;
                                webProof: boolean;
                                gitCloning: boolean;
                                api: boolean;
                            };
                            addressBook: boolean;
                            /** @description Permissions plugins declare, by name */
                            plugins: {
                                [key: string]: boolean;
                            };
                        };
                        /** @description The caller's rights there, by name */
                        rights: {
                            [key: string]: boolean;
                        };
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchOrganizationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description The organisation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @description The caller's personal organisation */
                        personal: boolean;
                        role: "admin" | "member";
                        logoUrl: string | null;
                        subscription: {
                            plan: "free" | "premium";
                            isPremium: boolean;
                            expireAt: string | null;
                            renew: boolean;
                        };
                        customisation: {
                            logoUrl: string | null;
                            downloadBackgroundUrl: string | null;
                            sendBackgroundUrl: string | null;
                            mainColor: string | null;
                        };
                        memberLimit: number;
                        members: number | null;
                        pendingInvitations: number | null;
                        remainingMembers: number | null;
                        administrators: string[] | null;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getOrganizationsIdMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The members */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description False: the plan does not allow members (the "not allowed by subscription" notice) */
                        allowed: boolean;
                        memberLimit: number;
                        remainingMembers: number;
                        availableRights: string[];
                        members: {
                            id: string;
                            firstname: string;
                            lastname: string;
                            email: string;
                            avatarUrl: string | null;
                            /** @description Shown when there is no avatar */
                            initials: string;
                            userId: string;
                            role: "admin" | "member";
                            /** @description Right name -> activated */
                            rights: {
                                [key: string]: boolean;
                            };
                            /** @description Owns this personal organisation */
                            owner: boolean;
                            /** Format: date-time */
                            joinedAt: string;
                        }[];
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteOrganizationsIdMembersUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
                /** @description The user id of the resource */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The organisation would have no administrator left */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchOrganizationsIdMembersUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
                /** @description The user id of the resource */
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    role?: "admin" | "member";
                    rights?: {
                        [key: string]: "1" | 1 | "true" | true | "on" | "0" | 0 | "false" | false;
                    };
                };
            };
        };
        responses: {
            /** @description The member */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        role: "admin" | "member";
                        /** @description Right name -> activated */
                        rights: {
                            [key: string]: boolean;
                        };
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The organisation would have no administrator left */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getOrganizationsIdInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitations, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invitations: {
                            id: string;
                            email: string;
                            status: "pending" | "accepted" | "declined";
                            /** @description Right name -> activated */
                            rights: {
                                [key: string]: boolean;
                            };
                            /** Format: date-time */
                            sentAt: string;
                            /** Format: date-time */
                            expiresAt: string;
                        }[];
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postOrganizationsIdInvitations: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    rights?: {
                        [key: string]: "1" | 1 | "true" | true | "on" | "0" | 0 | "false" | false;
                    };
                };
            };
        };
        responses: {
            /** @description The invitation */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        status: "pending" | "accepted" | "declined";
                        /** @description Right name -> activated */
                        rights: {
                            [key: string]: boolean;
                        };
                        /** Format: date-time */
                        sentAt: string;
                        /** Format: date-time */
                        expiresAt: string;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why; or the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postOrganizationsIdInvitationsInvitationIdResend: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id of the resource */
                id: string;
                /** @description The invitation id of the resource */
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        status: "pending" | "accepted" | "declined";
                        /** @description Right name -> activated */
                        rights: {
                            [key: string]: boolean;
                        };
                        /** Format: date-time */
                        sentAt: string;
                        /** Format: date-time */
                        expiresAt: string;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteOrganizationsIdInvitationsInvitationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
                /** @description The invitation id of the resource */
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getOrganizationsIdCustomisation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customisation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description False: the plan does not include customisation */
                        allowed: boolean;
                        logoUrl: string | null;
                        downloadBackgroundUrl: string | null;
                        sendBackgroundUrl: string | null;
                        mainColor: string | null;
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchOrganizationsIdCustomisation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mainColor?: string | null;
                };
            };
        };
        responses: {
            /** @description The customisation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description False: the plan does not include customisation */
                        allowed: boolean;
                        logoUrl: string | null;
                        downloadBackgroundUrl: string | null;
                        sendBackgroundUrl: string | null;
                        mainColor: string | null;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putOrganizationsIdCustomisationKind: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
                /** @description The kind of the resource */
                kind: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file: string;
                };
            };
        };
        responses: {
            /** @description The customisation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description False: the plan does not include customisation */
                        allowed: boolean;
                        logoUrl: string | null;
                        downloadBackgroundUrl: string | null;
                        sendBackgroundUrl: string | null;
                        mainColor: string | null;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteOrganizationsIdCustomisationKind: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
                /** @description The kind of the resource */
                kind: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getOrganizationsIdPrivacy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The retention period and its bounds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Days recipients' network information stays in proof-of-delivery logs, and a deleted transfer's proof */
                        deliveryRetentionDays: number;
                        defaultDays: number;
                        minDays: number;
                        maxDays: number;
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchOrganizationsIdPrivacy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    deliveryRetentionDays: number;
                };
            };
        };
        responses: {
            /** @description The retention period and its bounds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Days recipients' network information stays in proof-of-delivery logs, and a deleted transfer's proof */
                        deliveryRetentionDays: number;
                        defaultDays: number;
                        minDays: number;
                        maxDays: number;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getOrganizationsIdApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys (never their secrets) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description False: the plan has no integration */
                        allowed: boolean;
                        availablePermissions: {
                            capsule: boolean;
                            webProof: boolean;
                            gitCloning: boolean;
                            api: boolean;
                        };
                        availableScopes: ("deposit" | "transfer" | "read")[];
                        keys: {
                            id: string;
                            name: string;
                            /** @description "sck_…": the x-sceau-key header */
                            publicKey: string;
                            permissions: {
                                capsule: boolean;
                                webProof: boolean;
                                gitCloning: boolean;
                                api: boolean;
                            };
                            scopes: ("deposit" | "transfer" | "read")[];
                            /** Format: date-time */
                            createdAt: string;
                            lastUsedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postOrganizationsIdApiKeys: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    permissions: {
                        /** @enum {unknown} */
                        capsule?: "1" | 1 | "true" | true | "on" | "0" | 0 | "false" | false;
                        /** @enum {unknown} */
                        webProof?: "1" | 1 | "true" | true | "on" | "0" | 0 | "false" | false;
                        /** @enum {unknown} */
                        gitCloning?: "1" | 1 | "true" | true | "on" | "0" | 0 | "false" | false;
                        /** @enum {unknown} */
                        api?: "1" | 1 | "true" | true | "on" | "0" | 0 | "false" | false;
                    };
                    scopes: ("deposit" | "transfer" | "read")[];
                };
            };
        };
        responses: {
            /** @description The key, with its secret */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @description "sck_…": the x-sceau-key header */
                        publicKey: string;
                        permissions: {
                            capsule: boolean;
                            webProof: boolean;
                            gitCloning: boolean;
                            api: boolean;
                        };
                        scopes: ("deposit" | "transfer" | "read")[];
                        /** Format: date-time */
                        createdAt: string;
                        lastUsedAt: string | null;
                        /** @description "scs_…", shown this once */
                        secret: string;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why; or the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteOrganizationsIdApiKeysKeyId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
                /** @description The key id of the resource */
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getOrganizationsIdContacts: {
        parameters: {
            query?: {
                /** @description Part of a name or e-mail */
                search?: string;
                /** @description The page, from 1 */
                page?: number;
                /** @description Items per page */
                perPage?: number;
            };
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of contacts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            firstname: string;
                            lastname: string;
                            email: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        meta: {
                            total: number;
                            perPage: number;
                            currentPage: number;
                            lastPage: number;
                        };
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postOrganizationsIdContacts: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstname?: string;
                    lastname?: string;
                    email: string;
                };
            };
        };
        responses: {
            /** @description The contact */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        firstname: string;
                        lastname: string;
                        email: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A contact has this e-mail already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why; or the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteOrganizationsIdContactsContactId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
                /** @description The contact id of the resource */
                contactId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchOrganizationsIdContactsContactId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
                /** @description The contact id of the resource */
                contactId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstname?: string;
                    lastname?: string;
                    email: string;
                };
            };
        };
        responses: {
            /** @description The contact */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        firstname: string;
                        lastname: string;
                        email: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Another contact has this e-mail */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postSupportMessages: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    message: string;
                };
            };
        };
        responses: {
            /** @description Sent */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        sent: true;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why; or the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postSupportContact: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    subject: string;
                    message: string;
                };
            };
        };
        responses: {
            /** @description Sent */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        sent: true;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Missing CSRF header with the session cookie (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why; or the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMediaName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The name of the resource */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/webp": string;
                    "image/svg+xml": string;
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getIntegrationsWhoami: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credential */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        kind: "user" | "apiKey";
                        userId: string | null;
                        email: string | null;
                        apiKeyId: string | null;
                        organizationId: string;
                        role: ("admin" | "member") | null;
                        premium: boolean;
                        integration: {
                            capsule: boolean;
                            webProof: boolean;
                            gitCloning: boolean;
                            api: boolean;
                            any: boolean;
                        };
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getBillingPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        driver: "off" | "stripe";
                        /** @description The paid plan's yearly price, tax included */
                        yearlyCents: number;
                        monthlyCents: number;
                        /** @description One additional member for a year */
                        extraMemberYearlyCents: number;
                        includedMembers: number;
                        minimumCreditCents: number;
                        cardVerificationCents: number;
                        vatRate: number;
                    };
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getBilling: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The billing overview */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        driver: "off" | "stripe";
                        subscription: {
                            plan: "free" | "premium";
                            state: "active" | "expiring" | "renewing" | "cancelled" | "activation_in_progress" | "none" | "expired";
                            isPremium: boolean;
                            expireAt: string | null;
                            renew: boolean;
                            daysLeft: number | null;
                            nextDebitAt: string | null;
                            debitInProgress: boolean;
                            /** @description Additional members (people besides the administrator) the plan includes */
                            includedMembers: number;
                            /** @description Additional members bought beyond the included ones */
                            extraMembers: number;
                            /** @description Included plus bought: the members limit less the administrator */
                            additionalMembers: number;
                        };
                        info: {
                            name: string;
                            address: string;
                            legalNumber?: string | null;
                            language?: "fr" | "en" | "es" | "it" | "pt";
                        } | null;
                        creditsCents: number;
                        card: {
                            brand: string;
                            last4: string;
                            expMonth: number;
                            expYear: number;
                        } | null;
                        /** @description Newest first */
                        payments: {
                            uid: string;
                            kind: "subscription" | "renewal" | "credits" | "deposit" | "card";
                            status: "pending" | "succeeded" | "cancelled" | "failed";
                            amountCents: number;
                            /** @description Before a promotion code */
                            baseAmountCents: number;
                            description: string;
                            promoCode: string | null;
                            invoiceNumber: string | null;
                            error: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            settledAt: string | null;
                        }[];
                        /** @description Payments waiting to be regularised, with "settle now" */
                        pending: {
                            uid: string;
                            kind: "subscription" | "renewal" | "credits" | "deposit" | "card";
                            status: "pending" | "succeeded" | "cancelled" | "failed";
                            amountCents: number;
                            /** @description Before a promotion code */
                            baseAmountCents: number;
                            description: string;
                            promoCode: string | null;
                            invoiceNumber: string | null;
                            error: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            settledAt: string | null;
                        }[];
                        invoices: {
                            number: string;
                            /** Format: date-time */
                            issuedAt: string;
                            description: string;
                            amountCents: number;
                            vatCents: number;
                            method: "card" | "credits";
                        }[];
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putBillingInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    address: string;
                    legalNumber?: string | null;
                    /** @enum {unknown} */
                    language?: "fr" | "en" | "es" | "it" | "pt";
                };
            };
        };
        responses: {
            /** @description The billing details */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        address: string;
                        legalNumber?: string | null;
                        language?: "fr" | "en" | "es" | "it" | "pt";
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postBillingPromoCodesCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    extraMembers?: number;
                };
            };
        };
        responses: {
            /** @description What the code takes off */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        /** @description What is charged after the code */
                        amountCents: number;
                        discountCents: number;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Online payment is not configured on this instance */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postBillingSubscriptionCheckout: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    info: {
                        name: string;
                        address: string;
                        legalNumber?: string | null;
                        /** @enum {unknown} */
                        language?: "fr" | "en" | "es" | "it" | "pt";
                    };
                    promoCode?: string | null;
                    extraMembers?: number;
                    /** @enum {unknown} */
                    from?: "app" | "cac";
                };
            };
        };
        responses: {
            /** @description The payment to follow (a checkout URL, or settled) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment: {
                            uid: string;
                            kind: "subscription" | "renewal" | "credits" | "deposit" | "card";
                            status: "pending" | "succeeded" | "cancelled" | "failed";
                            amountCents: number;
                            /** @description Before a promotion code */
                            baseAmountCents: number;
                            description: string;
                            promoCode: string | null;
                            invoiceNumber: string | null;
                            error: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            settledAt: string | null;
                        };
                        /** @description The provider's hosted payment page */
                        url: string;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Online payment is not configured, or the first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why; or the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putBillingSubscriptionRenewal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    renew: boolean;
                };
            };
        };
        responses: {
            /** @description The billing overview */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        driver: "off" | "stripe";
                        subscription: {
                            plan: "free" | "premium";
                            state: "active" | "expiring" | "renewing" | "cancelled" | "activation_in_progress" | "none" | "expired";
                            isPremium: boolean;
                            expireAt: string | null;
                            renew: boolean;
                            daysLeft: number | null;
                            nextDebitAt: string | null;
                            debitInProgress: boolean;
                            /** @description Additional members (people besides the administrator) the plan includes */
                            includedMembers: number;
                            /** @description Additional members bought beyond the included ones */
                            extraMembers: number;
                            /** @description Included plus bought: the members limit less the administrator */
                            additionalMembers: number;
                        };
                        info: {
                            name: string;
                            address: string;
                            legalNumber?: string | null;
                            language?: "fr" | "en" | "es" | "it" | "pt";
                        } | null;
                        creditsCents: number;
                        card: {
                            brand: string;
                            last4: string;
                            expMonth: number;
                            expYear: number;
                        } | null;
                        /** @description Newest first */
                        payments: {
                            uid: string;
                            kind: "subscription" | "renewal" | "credits" | "deposit" | "card";
                            status: "pending" | "succeeded" | "cancelled" | "failed";
                            amountCents: number;
                            /** @description Before a promotion code */
                            baseAmountCents: number;
                            description: string;
                            promoCode: string | null;
                            invoiceNumber: string | null;
                            error: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            settledAt: string | null;
                        }[];
                        /** @description Payments waiting to be regularised, with "settle now" */
                        pending: {
                            uid: string;
                            kind: "subscription" | "renewal" | "credits" | "deposit" | "card";
                            status: "pending" | "succeeded" | "cancelled" | "failed";
                            amountCents: number;
                            /** @description Before a promotion code */
                            baseAmountCents: number;
                            description: string;
                            promoCode: string | null;
                            invoiceNumber: string | null;
                            error: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            settledAt: string | null;
                        }[];
                        invoices: {
                            number: string;
                            /** Format: date-time */
                            issuedAt: string;
                            description: string;
                            amountCents: number;
                            vatCents: number;
                            method: "card" | "credits";
                        }[];
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postBillingCreditsCheckout: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amountCents: number;
                    info?: {
                        name: string;
                        address: string;
                        legalNumber?: string | null;
                        /** @enum {unknown} */
                        language?: "fr" | "en" | "es" | "it" | "pt";
                    };
                };
            };
        };
        responses: {
            /** @description The payment to follow */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment: {
                            uid: string;
                            kind: "subscription" | "renewal" | "credits" | "deposit" | "card";
                            status: "pending" | "succeeded" | "cancelled" | "failed";
                            amountCents: number;
                            /** @description Before a promotion code */
                            baseAmountCents: number;
                            description: string;
                            promoCode: string | null;
                            invoiceNumber: string | null;
                            error: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            settledAt: string | null;
                        };
                        /** @description The provider's hosted payment page */
                        url: string;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Online payment is not configured, or the first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why; or the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postBillingCardCheckout: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment to follow */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment: {
                            uid: string;
                            kind: "subscription" | "renewal" | "credits" | "deposit" | "card";
                            status: "pending" | "succeeded" | "cancelled" | "failed";
                            amountCents: number;
                            /** @description Before a promotion code */
                            baseAmountCents: number;
                            description: string;
                            promoCode: string | null;
                            invoiceNumber: string | null;
                            error: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            settledAt: string | null;
                        };
                        /** @description The provider's hosted payment page */
                        url: string;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Online payment is not configured, or the first request with this Idempotency-Key is still running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postBillingPaymentsUidSettle: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The uid of the resource */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settled payment */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payment: {
                            uid: string;
                            kind: "subscription" | "renewal" | "credits" | "deposit" | "card";
                            status: "pending" | "succeeded" | "cancelled" | "failed";
                            amountCents: number;
                            /** @description Before a promotion code */
                            baseAmountCents: number;
                            description: string;
                            promoCode: string | null;
                            invoiceNumber: string | null;
                            error: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            settledAt: string | null;
                        };
                        /** @description The provider's hosted payment page */
                        url: string;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getBillingPaymentsUid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The uid of the resource */
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uid: string;
                        kind: "subscription" | "renewal" | "credits" | "deposit" | "card";
                        status: "pending" | "succeeded" | "cancelled" | "failed";
                        amountCents: number;
                        /** @description Before a promotion code */
                        baseAmountCents: number;
                        description: string;
                        promoCode: string | null;
                        invoiceNumber: string | null;
                        error: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        settledAt: string | null;
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getBillingInvoicesNumberPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The number of the resource */
                number: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUsersOrganizationPaymentsWaitingSubscriptionRenewBoolean: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description true or false */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postBillingWebhooksStripe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Applied, or a replay of an applied event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        received: true;
                        /** @constant */
                        replay?: true;
                    };
                };
            };
            /** @description Unsigned or badly signed event */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Card payments are not enabled on this instance */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUploads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The batch */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        batchId: string;
                        /** @description Files can still be added */
                        open: boolean;
                        files: {
                            id: string;
                            path: string;
                            size: number;
                            receivedBytes: number;
                            state: "uploading" | "analysing" | "ready" | "rejected";
                            sha256: string | null;
                            rejectReason: string | null;
                        }[];
                    };
                };
            };
            /** @description No valid upload token (E_UPLOAD_TOKEN) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The batch was deleted in the last 30 days (E_BATCH_CLOSED) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postUploads: {
        parameters: {
            query?: never;
            header: {
                /** @description The tus protocol version */
                "Tus-Resumable": "1.0.0";
                /** @description The file's size in bytes */
                "Upload-Length"?: number;
                /** @description Not offered: the size is required */
                "Upload-Defer-Length"?: "1";
                /** @description Comma-separated "key base64value" pairs: filename, filetype, relativePath, sha256 */
                "Upload-Metadata"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The first bytes (creation-with-upload) */
        requestBody?: {
            content: {
                "application/offset+octet-stream": string;
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    /** @description The upload URL */
                    Location?: string;
                    /** @description Bytes received so far */
                    "Upload-Offset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A header the protocol needs is missing or wrong (E_BAD_REQUEST, E_UPLOAD_LENGTH) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid upload token (E_UPLOAD_TOKEN) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The batch is closed or expired, or the upload is gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Tus-Resumable is missing or another version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Larger than the batch allows (E_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    optionsUploads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The protocol this endpoint speaks */
            204: {
                headers: {
                    /** @description Versions spoken */
                    "Tus-Version"?: string;
                    /** @description Extensions offered */
                    "Tus-Extension"?: string;
                    /** @description Largest upload, in bytes */
                    "Tus-Max-Size"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUploadsId: {
        parameters: {
            query?: never;
            header: {
                /** @description The tus protocol version */
                "Tus-Resumable": "1.0.0";
            };
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HEAD: the offset, no body */
            200: {
                headers: {
                    /** @description Bytes received so far */
                    "Upload-Offset"?: number;
                    /** @description The file's size */
                    "Upload-Length"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A header the protocol needs is missing or wrong (E_BAD_REQUEST, E_UPLOAD_LENGTH) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid upload token (E_UPLOAD_TOKEN) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The batch is closed or expired, or the upload is gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Tus-Resumable is missing or another version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteUploadsId: {
        parameters: {
            query?: never;
            header: {
                /** @description The tus protocol version */
                "Tus-Resumable": "1.0.0";
            };
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A header the protocol needs is missing or wrong (E_BAD_REQUEST, E_UPLOAD_LENGTH) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid upload token (E_UPLOAD_TOKEN) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The batch is closed or expired, or the upload is gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Tus-Resumable is missing or another version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    optionsUploadsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The protocol this endpoint speaks */
            204: {
                headers: {
                    /** @description Versions spoken */
                    "Tus-Version"?: string;
                    /** @description Extensions offered */
                    "Tus-Extension"?: string;
                    /** @description Largest upload, in bytes */
                    "Tus-Max-Size"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    headUploadsId: {
        parameters: {
            query?: never;
            header: {
                /** @description The tus protocol version */
                "Tus-Resumable": "1.0.0";
            };
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HEAD: the offset, no body */
            200: {
                headers: {
                    /** @description Bytes received so far */
                    "Upload-Offset"?: number;
                    /** @description The file's size */
                    "Upload-Length"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A header the protocol needs is missing or wrong (E_BAD_REQUEST, E_UPLOAD_LENGTH) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid upload token (E_UPLOAD_TOKEN) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The batch is closed or expired, or the upload is gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Tus-Resumable is missing or another version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchUploadsId: {
        parameters: {
            query?: never;
            header: {
                /** @description The tus protocol version */
                "Tus-Resumable": "1.0.0";
                /** @description Where these bytes start (the current offset) */
                "Upload-Offset": number;
                /** @description The client's SHA-256 of the whole file (hex), on the last PATCH: a mismatch is refused */
                "Sceau-File-Sha256"?: string;
            };
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        /** @description At most 50 MiB a request */
        requestBody: {
            content: {
                "application/offset+octet-stream": string;
            };
        };
        responses: {
            /** @description Written */
            204: {
                headers: {
                    /** @description Bytes received so far */
                    "Upload-Offset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A header the protocol needs is missing or wrong (E_BAD_REQUEST, E_UPLOAD_LENGTH) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid upload token (E_UPLOAD_TOKEN) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The offset is not the current one (E_UPLOAD_OFFSET) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The batch is closed or expired, or the upload is gone */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Tus-Resumable is missing or another version */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The chunk or the file is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The body is not application/offset+octet-stream */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Another request is writing this upload */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTransferLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The limits */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        anonymous: {
                            maxBytes: number;
                            expiryDays: {
                                min: number;
                                max: number;
                            };
                        };
                        free: {
                            maxBytes: number;
                            expiryDays: {
                                min: number;
                                max: number;
                            };
                        };
                        paid: {
                            maxBytes: number;
                            expiryDays: {
                                min: number;
                                max: number;
                            };
                        };
                    };
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTransferCapabilities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The capabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tier: "anonymous" | "free" | "paid";
                        maxBytes: number;
                        maxFiles: number;
                        expiryDays: {
                            min: number;
                            max: number;
                            default: number;
                        };
                        password: boolean;
                        /** @description A code is mailed to the sender on every send (anonymous senders) */
                        verification: boolean;
                        /** @description "protect" and "protect and send" are offered (the consignment plugin is loaded) */
                        protect: boolean;
                        senderEmail: string | null;
                    };
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTransferTransfers: {
        parameters: {
            query?: {
                /** @description The page, from 1 */
                page?: number;
                /** @description Items per page */
                perPage?: number;
                /** @description Only active or only expired transfers */
                filter?: "all" | "active" | "expired";
                /** @description Part of a title, recipient or file name */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transfers, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            type: "send" | "protect" | "protect_send";
                            mode: "email" | "link";
                            status: "active" | "expired" | "deleted" | "draft" | "cancelled";
                            title: string | null;
                            message: string | null;
                            recipients: string[];
                            fileCount: number;
                            bytes: number;
                            sentAt: string | null;
                            expireAt: string | null;
                            protected: boolean;
                            downloads: number;
                            link: string | null;
                            creatorId: string | null;
                            /** @description End-to-end encrypted: file names and paths are opaque ids */
                            e2e: boolean;
                        }[];
                        meta: {
                            page: number;
                            perPage: number;
                            total: number;
                            lastPage: number;
                            history: {
                                days: number;
                                /** Format: date-time */
                                since: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postTransferTransfers: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    type?: "send" | "protect" | "protect_send";
                    /** @enum {unknown} */
                    mode: "email" | "link";
                    title?: string;
                    message?: string;
                    password?: string;
                    expiryDays?: unknown;
                    files?: unknown;
                    /** @enum {unknown} */
                    e2e?: "1" | 1 | "true" | true | "on" | "0" | 0 | "false" | false;
                    /** @enum {unknown} */
                    acknowledgement?: "1" | 1 | "true" | true | "on" | "0" | 0 | "false" | false;
                    priceCents?: number;
                    recipients?: unknown;
                    senderEmail?: string;
                };
            };
        };
        responses: {
            /** @description The draft */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @description Send it in X-Transfer-Sender to finish the draft */
                        senderToken: string;
                        batchId: string;
                        /** @description The upload token of the files (tus, /api/v2/uploads) */
                        uploadToken: string;
                        endpoint: string;
                        verification: {
                            email: string;
                            /** Format: date-time */
                            expiresAt: string;
                        } | null;
                        policy: {
                            maxFileBytes: number;
                            maxTotalBytes: number;
                            maxFiles: number;
                        };
                    };
                };
            };
            /** @description More files than the plan allows (E_FILE_LIMIT) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An option the caller's plan does not offer (a password...) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 'protect' / 'protect_send': priceCents is not today's deposit price of the announced files (E_PRICE_CHANGED; the message names it): nothing is made; or the first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Larger than the plan allows (E_BATCH_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why; or the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postTransferGuestTransfers: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    type?: "send" | "protect" | "protect_send";
                    /** @enum {unknown} */
                    mode: "email" | "link";
                    title?: string;
                    message?: string;
                    password?: string;
                    expiryDays?: unknown;
                    files?: unknown;
                    /** @enum {unknown} */
                    e2e?: "1" | 1 | "true" | true | "on" | "0" | 0 | "false" | false;
                    /** @enum {unknown} */
                    acknowledgement?: "1" | 1 | "true" | true | "on" | "0" | 0 | "false" | false;
                    priceCents?: number;
                    recipients?: unknown;
                    senderEmail?: string;
                };
            };
        };
        responses: {
            /** @description The draft */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @description Send it in X-Transfer-Sender to finish the draft */
                        senderToken: string;
                        batchId: string;
                        /** @description The upload token of the files (tus, /api/v2/uploads) */
                        uploadToken: string;
                        endpoint: string;
                        verification: {
                            email: string;
                            /** Format: date-time */
                            expiresAt: string;
                        } | null;
                        policy: {
                            maxFileBytes: number;
                            maxTotalBytes: number;
                            maxFiles: number;
                        };
                    };
                };
            };
            /** @description More files than the plan allows (E_FILE_LIMIT) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An option the caller's plan does not offer (a password...) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Larger than the plan allows (E_BATCH_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why; or the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postTransferDraftsIdCode: {
        parameters: {
            query?: never;
            header: {
                /** @description The sender token the draft was created with */
                "X-Transfer-Sender": string;
            };
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where the code went */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        /** Format: date-time */
                        expiresAt: string;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postTransferDraftsIdVerify: {
        parameters: {
            query?: never;
            header: {
                /** @description The sender token the draft was created with */
                "X-Transfer-Sender": string;
            };
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Checked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        verified: true;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postTransferDraftsIdSend: {
        parameters: {
            query?: never;
            header: {
                /** @description The sender token the draft was created with */
                "X-Transfer-Sender": string;
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @description The download link */
                        link: string;
                        /** Format: date-time */
                        expireAt: string;
                        files: number;
                        bytes: number;
                        /** @description Files dropped: failed or still uploading */
                        dropped: number;
                        /** Format: date-time */
                        certifiedAt?: string;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A guest draft whose sender's code is not checked (E_CODE_REQUIRED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteTransferDraftsId: {
        parameters: {
            query?: never;
            header: {
                /** @description The sender token the draft was created with */
                "X-Transfer-Sender": string;
            };
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTransferDownloadsToken: {
        parameters: {
            query?: {
                /** @description The same capability as X-Transfer-Access, for links */
                access?: string;
            };
            header?: {
                /** @description The capability POST .../unlock answered (password-protected transfers) */
                "X-Transfer-Access"?: string;
            };
            path: {
                /** @description The token of the resource */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transfer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        status: "active" | "expired" | "deleted";
                        /** @description Password-protected and not unlocked: files are not listed */
                        locked: boolean;
                        sender: string | null;
                        title: string | null;
                        message: string | null;
                        expireAt: string | null;
                        sentAt: string | null;
                        bytes: number;
                        fileCount: number;
                        files: {
                            id: string;
                            path: string;
                            name: string;
                            size: number;
                            mime: string;
                            state: "ready" | "analysing" | "deleted";
                            sha256: string | null;
                        }[];
                        branding: {
                            name: string | null;
                            logoUrl: string | null;
                            backgroundUrl: string | null;
                            mainColor: string | null;
                        };
                        e2e: {
                            /** @description The encrypted manifest, base64url (the manifest of the end-to-end encryption format) */
                            manifest: string;
                            commitments: {
                                id: string;
                                commitment: string;
                            }[];
                            timestamp: {
                                /** @description RFC 3161 TimeStampToken over SHA-256 of the commitment list, base64 DER */
                                token: string;
                                /** Format: date-time */
                                genTime: string;
                                qualified: boolean;
                            };
                            /** @description TSA certificate, intermediates and root (PEM) the token was verified with */
                            tsaChain: string;
                            anchor: {
                                leaf: string;
                                proof: {
                                    index: number;
                                    treeSize: number;
                                    path: string[];
                                };
                                root: string;
                                chainId: number;
                                transactionHash: string;
                                blockNumber: number;
                                contractAddress: string;
                                /** Format: date-time */
                                anchoredAt: string;
                            } | null;
                        } | null;
                        /** @description The sender asks recipients to confirm receipt (name and a mailed code) */
                        acknowledgement: boolean;
                    };
                };
            };
            /** @description Password-protected and not unlocked (E_TRANSFER_LOCKED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Expired or deleted (E_TRANSFER_EXPIRED, E_TRANSFER_DELETED) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postTransferDownloadsTokenUnlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the resource */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description The capability */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access: string | null;
                        expiresAt: string | null;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postTransferDownloadsTokenAcknowledgementCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The capability POST .../unlock answered (password-protected transfers) */
                "X-Transfer-Access"?: string;
            };
            path: {
                /** @description The token of the resource */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                };
            };
        };
        responses: {
            /** @description Where the code went, or the receipt that address already confirmed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        expiresAt: string | null;
                        acknowledged: {
                            name: string;
                            email: string;
                            /** Format: date-time */
                            acknowledgedAt: string;
                            /** @description The files whose receipt was confirmed, with their SHA-256 */
                            files: {
                                path: string;
                                size: number;
                                sha256: string | null;
                            }[];
                        } | null;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Password-protected and not unlocked (E_TRANSFER_LOCKED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The sender did not ask for an acknowledgement (E_NO_ACKNOWLEDGEMENT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Expired or deleted (E_TRANSFER_EXPIRED, E_TRANSFER_DELETED) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No name, or an address the link was not sent to */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many codes asked */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postTransferDownloadsTokenAcknowledgement: {
        parameters: {
            query?: never;
            header?: {
                /** @description The capability POST .../unlock answered (password-protected transfers) */
                "X-Transfer-Access"?: string;
            };
            path: {
                /** @description The token of the resource */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description The acknowledgement (the same one when confirmed again) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        /** Format: date-time */
                        acknowledgedAt: string;
                        /** @description The files whose receipt was confirmed, with their SHA-256 */
                        files: {
                            path: string;
                            size: number;
                            sha256: string | null;
                        }[];
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Password-protected and not unlocked (E_TRANSFER_LOCKED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No acknowledgement asked (E_NO_ACKNOWLEDGEMENT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No code works: ask for a new one */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Incorrect code */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTransferDownloadsTokenFilesFileId: {
        parameters: {
            query?: {
                /** @description The same capability as X-Transfer-Access, for links */
                access?: string;
            };
            header?: {
                /** @description The capability POST .../unlock answered (password-protected transfers) */
                "X-Transfer-Access"?: string;
            };
            path: {
                /** @description The token of the resource */
                token: string;
                /** @description The file id of the resource */
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with its own media type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The range asked for */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description A browser that opened the address as a page (Sec-Fetch-Mode: navigate) and met an error goes back to the page, which says it */
            302: {
                headers: {
                    /** @description {APP_URL}/{lang}/download/{token}?failed={what was asked}&code={error code} */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Password-protected and not unlocked (E_TRANSFER_LOCKED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Expired or deleted (E_TRANSFER_EXPIRED, E_TRANSFER_DELETED) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The range is outside the file */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTransferDownloadsTokenZip: {
        parameters: {
            query?: {
                /** @description The same capability as X-Transfer-Access, for links */
                access?: string;
                /** @description Comma-separated file ids (all files without it) */
                files?: string;
            };
            header?: {
                /** @description The capability POST .../unlock answered (password-protected transfers) */
                "X-Transfer-Access"?: string;
            };
            path: {
                /** @description The token of the resource */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description The range asked for */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description A browser that opened the address as a page (Sec-Fetch-Mode: navigate) and met an error goes back to the page, which says it */
            302: {
                headers: {
                    /** @description {APP_URL}/{lang}/download/{token}?failed={what was asked}&code={error code} */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Password-protected and not unlocked (E_TRANSFER_LOCKED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Expired or deleted (E_TRANSFER_EXPIRED, E_TRANSFER_DELETED) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The range is outside the archive */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTransferStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: number;
                        expiringSoon: number;
                        expired: number;
                        protectedFiles: number;
                        filesSent: number;
                        latest: {
                            id: string;
                            type: "send" | "protect" | "protect_send";
                            title: string | null;
                            status: "active" | "expired" | "deleted" | "draft" | "cancelled";
                            /** Format: date-time */
                            createdAt: string;
                            expireAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTransferTransfersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transfer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        type: "send" | "protect" | "protect_send";
                        mode: "email" | "link";
                        status: "active" | "expired" | "deleted" | "draft" | "cancelled";
                        title: string | null;
                        message: string | null;
                        recipients: string[];
                        fileCount: number;
                        bytes: number;
                        sentAt: string | null;
                        expireAt: string | null;
                        protected: boolean;
                        downloads: number;
                        link: string | null;
                        creatorId: string | null;
                        /** @description End-to-end encrypted: file names and paths are opaque ids */
                        e2e: boolean;
                        sender: string;
                        files: {
                            id: string;
                            path: string;
                            name: string;
                            size: number;
                            mime: string;
                            state: "ready" | "analysing" | "deleted";
                            sha256: string | null;
                        }[];
                        history: {
                            id: string;
                            /** @enum {string} */
                            type: "open" | "download" | "file_download" | "email_sent" | "email_failed" | "email_error" | "acknowledged" | "not_protected";
                            /** Format: date-time */
                            at: string;
                            file: string | null;
                            recipient: string | null;
                        }[];
                        firstDownloadedAt: string | null;
                        /** @description Its proof of delivery can be exported (a timestamped head exists) */
                        proofOfDelivery: boolean;
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteTransferTransfersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putTransferTransfersIdPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password?: string | null;
                };
            };
        };
        responses: {
            /** @description Whether a password protects it now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        protected: boolean;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postTransferTransfersIdResend: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    recipients?: unknown[];
                };
            };
        };
        responses: {
            /** @description How many mails went */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sent: number;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why; or the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTransferTransfersIdProofOfDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proof of delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description A browser that opened the address as a page (Sec-Fetch-Mode: navigate) and met an error goes back to the page, which says it */
            302: {
                headers: {
                    /** @description {APP_URL}/{lang}/app/transfers/{id}?failed={what was asked}&code={error code} */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteTransferTransfersIdFilesFileId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
                /** @description The file id of the resource */
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConsignmentOffer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fromPriceEuros: number;
                        defaultYears: number;
                        /** @description Share of the price the paid plan takes off */
                        paidPlanDiscount: number;
                        types: ("file" | "folder" | "versioning" | "premium")[];
                        conservationYears: number[];
                        priceTable: {
                            /** @description From this size (Mo, inclusive) */
                            minSize: number;
                            maxSize: number | null;
                            prices: {
                                year: number;
                                /** @description Euro cents, tax included */
                                amount: number;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConsignmentCertificatesToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the resource */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        number: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        keptUntil: string | null;
                        fileName: string;
                        size: number;
                        mime: string;
                        uniqueId: string;
                        checksum: string;
                        securityHash: string;
                        authors: string[];
                        depositor: string;
                        /** Format: date-time */
                        depositDate: string;
                        timestamp: {
                            /** Format: date-time */
                            genTime: string;
                            serial: string;
                            policy: string;
                            tsa: string | null;
                            qualified: boolean;
                            renewals: number;
                            /** Format: date-time */
                            lastGenTime: string;
                            signerNotAfter: string | null;
                        };
                        anchor: {
                            state: "none" | "pending" | "anchored";
                            chainId?: number;
                            transactionHash?: string;
                            blockNumber?: number;
                            anchoredAt?: string;
                        };
                        state: "payment_pending" | "uploading" | "sealing" | "protected" | "renewal_due" | "expired" | "cancelled";
                        capture?: {
                            url: string;
                            /** Format: date-time */
                            capturedAt: string;
                        } | null;
                    };
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConsignmentCertificatesTokenPdf: {
        parameters: {
            query?: {
                /** @description The document's language (default: the caller's, else the deposit's) */
                lang?: "fr" | "en" | "es" | "it" | "pt";
            };
            header?: never;
            path: {
                /** @description The token of the resource */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description A browser that opened the address as a page (Sec-Fetch-Mode: navigate) and met an error goes back to the page, which says it */
            302: {
                headers: {
                    /** @description {APP_URL}/{lang}/certificate/{token}?failed={what was asked}&code={error code} */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postConsignmentDecode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hash: string;
                };
            };
        };
        responses: {
            /** @description What the security hash certifies */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fileName: string;
                        uniqueId: string;
                        checksum: string;
                        size: number;
                        depositor: string;
                        depositorEmail: string;
                        coAuthors: {
                            firstname: string;
                            lastname: string;
                            email: string;
                        }[];
                        /** Format: date-time */
                        depositDate: string;
                        /** Format: date-time */
                        endOfConservationDate: string;
                        keyId: string;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConsignmentEmbedEmbedId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The embed id of the resource */
                embedId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The badge data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fileName: string;
                        sha256: string;
                        size: number;
                        /** Format: date-time */
                        depositedAt: string;
                        certificateToken: string;
                        number: string | null;
                        state: "payment_pending" | "uploading" | "sealing" | "protected" | "renewal_due" | "expired" | "cancelled";
                        qualified: boolean;
                        tsa: string | null;
                        anchor: {
                            state: "none" | "pending" | "anchored";
                            chainId?: number;
                            transactionHash?: string;
                            blockNumber?: number;
                            anchoredAt?: string;
                            explorerUrl?: string | null;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConsignmentKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        algorithm: "Ed25519";
                        format: string;
                        keys: {
                            keyId: string;
                            /** @constant */
                            algorithm: "Ed25519";
                            publicKeyPem: string;
                            createdAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConsignmentEvidenceToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the resource */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The evidence */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        format: "sceau-evidence";
                        /** @constant */
                        version: 1;
                        file: {
                            name: string;
                            size: number;
                            sha256: string;
                        };
                        number: string | null;
                        /** Format: date-time */
                        depositedAt: string;
                        timestamps: string[];
                        certificatesPem: string;
                        qualified: boolean;
                        securityHash: string | null;
                        anchor: {
                            leaf: string;
                            proof: {
                                index: number;
                                treeSize: number;
                                path: string[];
                            };
                            root: string;
                            chainId: number;
                            transactionHash: string;
                            blockNumber?: number;
                            contractAddress?: string;
                            network?: string;
                            anchoredAt?: string;
                        } | null;
                        /** @description Why there is an anchor or not: 'none' when the instance records nothing on a blockchain (always sent; absent from older instances) */
                        anchorStatus?: "anchored" | "pending" | "none";
                    };
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConsignmentTrust: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The trust anchors */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tsaRootsPem: string;
                        securityHashKeys: {
                            keyId: string;
                            publicKeyPem: string;
                        }[];
                        chain: {
                            chainId: number | null;
                            rpcUrl: string | null;
                            explorerTxUrl: string | null;
                        };
                    };
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConsignmentWidgetJs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The module */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            /** @description The badge is not built on this instance */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConsignmentWidgetManifestJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The manifest */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        version: string;
                        files: {
                            module: {
                                url: string;
                                /** @description Subresource Integrity ("sha384-…") */
                                integrity: string;
                                bytes: number;
                                gzipBytes: number;
                            };
                            classic: {
                                url: string;
                                /** @description Subresource Integrity ("sha384-…") */
                                integrity: string;
                                bytes: number;
                                gzipBytes: number;
                            };
                            verifier: {
                                url: string;
                                /** @description Subresource Integrity ("sha384-…") */
                                integrity: string;
                                bytes: number;
                                gzipBytes: number;
                            };
                        };
                    };
                };
            };
            /** @description The badge is not built on this instance */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConsignmentWidgetVersionFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The version of the resource */
                version: string;
                /** @description The file of the resource */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            /** @description Not modified (If-None-Match) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConsignmentDeposits: {
        parameters: {
            query?: {
                /** @description The page, from 1 */
                page?: number;
                /** @description Items per page */
                perPage?: number;
                /** @description Only protected or only expired deposits */
                tag?: "protected" | "expired";
                /** @description Part of the applicant's name */
                applicant?: string;
                /** @description Part of the creator's name */
                creator?: string;
                /** @description Part of the owner's name */
                owner?: string;
                /** @description Part of a co-author's name */
                coAuthor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deposits, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            number: string | null;
                            type: "file" | "folder" | "versioning" | "premium";
                            title: string;
                            state: "payment_pending" | "uploading" | "sealing" | "protected" | "renewal_due" | "expired" | "cancelled";
                            anchor: "none" | "pending" | "anchored";
                            fileName: string;
                            fileCount: number;
                            bytes: number;
                            hashOnly: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            depositedAt: string | null;
                            expiresAt: string | null;
                            applicant: string;
                            creator: string;
                            owner: string | null;
                            coAuthors: string[];
                        }[];
                        meta: {
                            page: number;
                            perPage: number;
                            total: number;
                            lastPage: number;
                            history: {
                                days: number;
                                /** Format: date-time */
                                since: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postConsignmentDeposits: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    type: "file" | "folder" | "versioning" | "premium";
                    /** @enum {unknown} */
                    authorKind?: "me" | "organisation" | "third_party";
                    title: string;
                    description?: string;
                    hashOnly?: unknown;
                    files: {
                        path: string;
                        size: number;
                        sha256?: string;
                        mime?: unknown;
                    }[];
                    coAuthors?: {
                        firstname: string;
                        lastname: string;
                        email: string;
                    }[];
                    /** @enum {unknown} */
                    years?: 1 | 3 | 5 | 10;
                    owner?: {
                        legalName: string;
                        companyNumber: string;
                        lastname: string;
                        firstname: string;
                        email: string;
                    };
                };
            };
        };
        responses: {
            /** @description The deposit, and where to upload its files */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deposit: {
                            id: string;
                            number: string | null;
                            type: "file" | "folder" | "versioning" | "premium";
                            title: string;
                            state: "payment_pending" | "uploading" | "sealing" | "protected" | "renewal_due" | "expired" | "cancelled";
                            anchor: "none" | "pending" | "anchored";
                            fileName: string;
                            fileCount: number;
                            bytes: number;
                            hashOnly: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            depositedAt: string | null;
                            expiresAt: string | null;
                            applicant: string;
                            creator: string;
                            owner: string | null;
                            coAuthors: string[];
                            description: string | null;
                            authorKind: "me" | "organisation" | "third_party";
                            author: {
                                name: string;
                                email: string;
                            };
                            ownerDetails: {
                                legalName: string;
                                companyNumber: string;
                                lastname: string;
                                firstname: string;
                                email: string;
                            } | null;
                            coAuthorList: {
                                firstname: string;
                                lastname: string;
                                email: string;
                            }[];
                            years: number;
                            authorisedCount: number;
                            renewalDate: string | null;
                            /** @description The public embed id: <sceau-deposit deposit="..."> */
                            integrationToken: string;
                            price: {
                                totalCents: number;
                                baseCents: number;
                                status: "approved" | "pending" | "refused";
                                method: string | null;
                            };
                            invoiceId: string | null;
                            paymentUrl?: string | null;
                            paymentNeeds?: "billingInfo" | null;
                            capture?: {
                                url: string;
                                /** Format: date-time */
                                capturedAt: string;
                            } | null;
                            files: {
                                id: string;
                                version: number;
                                name: string;
                                path: string;
                                size: number;
                                mime: string;
                                sha256: string | null;
                                state: "waiting" | "sealing" | "sealed" | "failed";
                                downloadable: boolean;
                                certificateToken: string;
                                securityHash: string | null;
                                timestamp: {
                                    /** Format: date-time */
                                    genTime: string;
                                    serial: string;
                                    policy: string;
                                    tsa: string | null;
                                    qualified: boolean;
                                    renewals: number;
                                    /** Format: date-time */
                                    lastGenTime: string;
                                    signerNotAfter: string | null;
                                } | null;
                                anchor: {
                                    state: "none" | "pending" | "anchored";
                                    chainId?: number;
                                    transactionHash?: string;
                                    blockNumber?: number;
                                    anchoredAt?: string;
                                };
                            }[];
                        };
                        upload: {
                            batchId: string;
                            /** @description The upload token of the files (tus, /api/v2/uploads) */
                            uploadToken: string;
                            endpoint: string;
                        } | null;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The payment was refused or is pending (E_PAYMENT_REFUSED, E_PAYMENT_PENDING) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why; or the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConsignmentQuote: {
        parameters: {
            query: {
                /** @description Total size of the files, in bytes */
                bytes: number;
                /** @description Conservation length */
                years?: 1 | 3 | 5 | 10;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The price */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        baseCents: number;
                        discountCents: number;
                        /** @description What is charged, in euro cents, tax included */
                        totalCents: number;
                        years: number;
                        bytes: number;
                        paidPlan: boolean;
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConsignmentDepositsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deposit */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        number: string | null;
                        type: "file" | "folder" | "versioning" | "premium";
                        title: string;
                        state: "payment_pending" | "uploading" | "sealing" | "protected" | "renewal_due" | "expired" | "cancelled";
                        anchor: "none" | "pending" | "anchored";
                        fileName: string;
                        fileCount: number;
                        bytes: number;
                        hashOnly: boolean;
                        /** Format: date-time */
                        createdAt: string;
                        depositedAt: string | null;
                        expiresAt: string | null;
                        applicant: string;
                        creator: string;
                        owner: string | null;
                        coAuthors: string[];
                        description: string | null;
                        authorKind: "me" | "organisation" | "third_party";
                        author: {
                            name: string;
                            email: string;
                        };
                        ownerDetails: {
                            legalName: string;
                            companyNumber: string;
                            lastname: string;
                            firstname: string;
                            email: string;
                        } | null;
                        coAuthorList: {
                            firstname: string;
                            lastname: string;
                            email: string;
                        }[];
                        years: number;
                        authorisedCount: number;
                        renewalDate: string | null;
                        /** @description The public embed id: <sceau-deposit deposit="..."> */
                        integrationToken: string;
                        price: {
                            totalCents: number;
                            baseCents: number;
                            status: "approved" | "pending" | "refused";
                            method: string | null;
                        };
                        invoiceId: string | null;
                        paymentUrl?: string | null;
                        paymentNeeds?: "billingInfo" | null;
                        capture?: {
                            url: string;
                            /** Format: date-time */
                            capturedAt: string;
                        } | null;
                        files: {
                            id: string;
                            version: number;
                            name: string;
                            path: string;
                            size: number;
                            mime: string;
                            sha256: string | null;
                            state: "waiting" | "sealing" | "sealed" | "failed";
                            downloadable: boolean;
                            certificateToken: string;
                            securityHash: string | null;
                            timestamp: {
                                /** Format: date-time */
                                genTime: string;
                                serial: string;
                                policy: string;
                                tsa: string | null;
                                qualified: boolean;
                                renewals: number;
                                /** Format: date-time */
                                lastGenTime: string;
                                signerNotAfter: string | null;
                            } | null;
                            anchor: {
                                state: "none" | "pending" | "anchored";
                                chainId?: number;
                                transactionHash?: string;
                                blockNumber?: number;
                                anchoredAt?: string;
                            };
                        }[];
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    patchConsignmentDepositsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string | null;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description The deposit */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        number: string | null;
                        type: "file" | "folder" | "versioning" | "premium";
                        title: string;
                        state: "payment_pending" | "uploading" | "sealing" | "protected" | "renewal_due" | "expired" | "cancelled";
                        anchor: "none" | "pending" | "anchored";
                        fileName: string;
                        fileCount: number;
                        bytes: number;
                        hashOnly: boolean;
                        /** Format: date-time */
                        createdAt: string;
                        depositedAt: string | null;
                        expiresAt: string | null;
                        applicant: string;
                        creator: string;
                        owner: string | null;
                        coAuthors: string[];
                        description: string | null;
                        authorKind: "me" | "organisation" | "third_party";
                        author: {
                            name: string;
                            email: string;
                        };
                        ownerDetails: {
                            legalName: string;
                            companyNumber: string;
                            lastname: string;
                            firstname: string;
                            email: string;
                        } | null;
                        coAuthorList: {
                            firstname: string;
                            lastname: string;
                            email: string;
                        }[];
                        years: number;
                        authorisedCount: number;
                        renewalDate: string | null;
                        /** @description The public embed id: <sceau-deposit deposit="..."> */
                        integrationToken: string;
                        price: {
                            totalCents: number;
                            baseCents: number;
                            status: "approved" | "pending" | "refused";
                            method: string | null;
                        };
                        invoiceId: string | null;
                        paymentUrl?: string | null;
                        paymentNeeds?: "billingInfo" | null;
                        capture?: {
                            url: string;
                            /** Format: date-time */
                            capturedAt: string;
                        } | null;
                        files: {
                            id: string;
                            version: number;
                            name: string;
                            path: string;
                            size: number;
                            mime: string;
                            sha256: string | null;
                            state: "waiting" | "sealing" | "sealed" | "failed";
                            downloadable: boolean;
                            certificateToken: string;
                            securityHash: string | null;
                            timestamp: {
                                /** Format: date-time */
                                genTime: string;
                                serial: string;
                                policy: string;
                                tsa: string | null;
                                qualified: boolean;
                                renewals: number;
                                /** Format: date-time */
                                lastGenTime: string;
                                signerNotAfter: string | null;
                            } | null;
                            anchor: {
                                state: "none" | "pending" | "anchored";
                                chainId?: number;
                                transactionHash?: string;
                                blockNumber?: number;
                                anchoredAt?: string;
                            };
                        }[];
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postConsignmentDepositsIdRenew: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    years: 1 | 3 | 5 | 10;
                };
            };
        };
        responses: {
            /** @description The deposit */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        number: string | null;
                        type: "file" | "folder" | "versioning" | "premium";
                        title: string;
                        state: "payment_pending" | "uploading" | "sealing" | "protected" | "renewal_due" | "expired" | "cancelled";
                        anchor: "none" | "pending" | "anchored";
                        fileName: string;
                        fileCount: number;
                        bytes: number;
                        hashOnly: boolean;
                        /** Format: date-time */
                        createdAt: string;
                        depositedAt: string | null;
                        expiresAt: string | null;
                        applicant: string;
                        creator: string;
                        owner: string | null;
                        coAuthors: string[];
                        description: string | null;
                        authorKind: "me" | "organisation" | "third_party";
                        author: {
                            name: string;
                            email: string;
                        };
                        ownerDetails: {
                            legalName: string;
                            companyNumber: string;
                            lastname: string;
                            firstname: string;
                            email: string;
                        } | null;
                        coAuthorList: {
                            firstname: string;
                            lastname: string;
                            email: string;
                        }[];
                        years: number;
                        authorisedCount: number;
                        renewalDate: string | null;
                        /** @description The public embed id: <sceau-deposit deposit="..."> */
                        integrationToken: string;
                        price: {
                            totalCents: number;
                            baseCents: number;
                            status: "approved" | "pending" | "refused";
                            method: string | null;
                        };
                        invoiceId: string | null;
                        paymentUrl?: string | null;
                        paymentNeeds?: "billingInfo" | null;
                        capture?: {
                            url: string;
                            /** Format: date-time */
                            capturedAt: string;
                        } | null;
                        files: {
                            id: string;
                            version: number;
                            name: string;
                            path: string;
                            size: number;
                            mime: string;
                            sha256: string | null;
                            state: "waiting" | "sealing" | "sealed" | "failed";
                            downloadable: boolean;
                            certificateToken: string;
                            securityHash: string | null;
                            timestamp: {
                                /** Format: date-time */
                                genTime: string;
                                serial: string;
                                policy: string;
                                tsa: string | null;
                                qualified: boolean;
                                renewals: number;
                                /** Format: date-time */
                                lastGenTime: string;
                                signerNotAfter: string | null;
                            } | null;
                            anchor: {
                                state: "none" | "pending" | "anchored";
                                chainId?: number;
                                transactionHash?: string;
                                blockNumber?: number;
                                anchoredAt?: string;
                            };
                        }[];
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The payment was refused or is pending (E_PAYMENT_REFUSED, E_PAYMENT_PENDING) */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why; or the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postConsignmentDepositsIdVersions: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hashOnly?: unknown;
                    files: {
                        path: string;
                        size: number;
                        sha256?: string;
                        mime?: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description The new version and its upload */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deposit: {
                            id: string;
                            number: string | null;
                            type: "file" | "folder" | "versioning" | "premium";
                            title: string;
                            state: "payment_pending" | "uploading" | "sealing" | "protected" | "renewal_due" | "expired" | "cancelled";
                            anchor: "none" | "pending" | "anchored";
                            fileName: string;
                            fileCount: number;
                            bytes: number;
                            hashOnly: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            depositedAt: string | null;
                            expiresAt: string | null;
                            applicant: string;
                            creator: string;
                            owner: string | null;
                            coAuthors: string[];
                            description: string | null;
                            authorKind: "me" | "organisation" | "third_party";
                            author: {
                                name: string;
                                email: string;
                            };
                            ownerDetails: {
                                legalName: string;
                                companyNumber: string;
                                lastname: string;
                                firstname: string;
                                email: string;
                            } | null;
                            coAuthorList: {
                                firstname: string;
                                lastname: string;
                                email: string;
                            }[];
                            years: number;
                            authorisedCount: number;
                            renewalDate: string | null;
                            /** @description The public embed id: <sceau-deposit deposit="..."> */
                            integrationToken: string;
                            price: {
                                totalCents: number;
                                baseCents: number;
                                status: "approved" | "pending" | "refused";
                                method: string | null;
                            };
                            invoiceId: string | null;
                            paymentUrl?: string | null;
                            paymentNeeds?: "billingInfo" | null;
                            capture?: {
                                url: string;
                                /** Format: date-time */
                                capturedAt: string;
                            } | null;
                            files: {
                                id: string;
                                version: number;
                                name: string;
                                path: string;
                                size: number;
                                mime: string;
                                sha256: string | null;
                                state: "waiting" | "sealing" | "sealed" | "failed";
                                downloadable: boolean;
                                certificateToken: string;
                                securityHash: string | null;
                                timestamp: {
                                    /** Format: date-time */
                                    genTime: string;
                                    serial: string;
                                    policy: string;
                                    tsa: string | null;
                                    qualified: boolean;
                                    renewals: number;
                                    /** Format: date-time */
                                    lastGenTime: string;
                                    signerNotAfter: string | null;
                                } | null;
                                anchor: {
                                    state: "none" | "pending" | "anchored";
                                    chainId?: number;
                                    transactionHash?: string;
                                    blockNumber?: number;
                                    anchoredAt?: string;
                                };
                            }[];
                        };
                        upload: {
                            batchId: string;
                            /** @description The upload token of the files (tus, /api/v2/uploads) */
                            uploadToken: string;
                            endpoint: string;
                        } | null;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why; or the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postConsignmentDepositsIdTransfer: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    recipients: string[];
                    message?: unknown;
                    notifyProtected?: unknown;
                };
            };
        };
        responses: {
            /** @description Requested */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        requestId: string;
                        recipients: string[];
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why; or the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConsignmentDepositsIdInvoice: {
        parameters: {
            query?: {
                /** @description The document's language (default: the caller's, else the deposit's) */
                lang?: "fr" | "en" | "es" | "it" | "pt";
            };
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description A browser that opened the address as a page (Sec-Fetch-Mode: navigate) and met an error goes back to the page, which says it */
            302: {
                headers: {
                    /** @description {APP_URL}/{lang}/app/consignments/{id}?failed={what was asked}&code={error code} */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConsignmentDepositsIdFilesFileIdDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
                /** @description The file id of the resource */
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with its own media type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description A browser that opened the address as a page (Sec-Fetch-Mode: navigate) and met an error goes back to the page, which says it */
            302: {
                headers: {
                    /** @description {APP_URL}/{lang}/app/consignments/{id}?failed={what was asked}&code={error code} */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConsignmentDepositsIdFilesFileIdCertificate: {
        parameters: {
            query?: {
                /** @description The document's language (default: the caller's, else the deposit's) */
                lang?: "fr" | "en" | "es" | "it" | "pt";
            };
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
                /** @description The file id of the resource */
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description A browser that opened the address as a page (Sec-Fetch-Mode: navigate) and met an error goes back to the page, which says it */
            302: {
                headers: {
                    /** @description {APP_URL}/{lang}/app/consignments/{id}?failed={what was asked}&code={error code} */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not sealed yet (E_NOT_SEALED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConsignmentDepositsIdFilesFileIdProof: {
        parameters: {
            query?: {
                /** @description The document's language (default: the caller's, else the deposit's) */
                lang?: "fr" | "en" | "es" | "it" | "pt";
            };
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
                /** @description The file id of the resource */
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proof bundle */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description A browser that opened the address as a page (Sec-Fetch-Mode: navigate) and met an error goes back to the page, which says it */
            302: {
                headers: {
                    /** @description {APP_URL}/{lang}/app/consignments/{id}?failed={what was asked}&code={error code} */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is not sealed yet (E_NOT_SEALED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getConsignmentThirdPartyRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: "none" | "pending" | "approved" | "refused";
                        createdAt: string | null;
                        decidedAt: string | null;
                        /** @description Third parties may be named as owners */
                        allowed: boolean;
                        /** @description The caller may ask (administrators) */
                        canRequest: boolean;
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postConsignmentThirdPartyRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    message?: string;
                };
            };
        };
        responses: {
            /** @description Requested */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: "none" | "pending" | "approved" | "refused";
                        createdAt: string | null;
                        decidedAt: string | null;
                        /** @description Third parties may be named as owners */
                        allowed: boolean;
                        /** @description The caller may ask (administrators) */
                        canRequest: boolean;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why; or the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getReceptionsSafelinkOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The choices */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expiries: ("24h" | "7d" | "14d" | "30d" | "first-upload")[];
                        audiences: ("public" | "members" | "password" | "verified")[];
                    };
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getReceptionsLinks: {
        parameters: {
            query?: {
                /** @description The page, from 1 */
                page?: number;
                /** @description Which links */
                filter?: "all" | "active" | "expired";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of links */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            title: string;
                            description: string | null;
                            color: string | null;
                            audience: "public" | "members" | "password" | "verified";
                            expiry: "24h" | "7d" | "14d" | "30d" | "first-upload";
                            expiresAt: string | null;
                            revokedAt: string | null;
                            state: "active" | "expired";
                            maxBytes: number | null;
                            maxFiles: number | null;
                            /** @description The address to give senders */
                            url: string;
                            deliveries: number;
                            /** Format: date-time */
                            createdAt: string;
                            creator: {
                                id: string;
                                name: string;
                            };
                        }[];
                        meta: {
                            total: number;
                            perPage: number;
                            currentPage: number;
                            lastPage: number;
                        };
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postReceptionsLinks: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description?: string | null;
                    color?: string | null;
                    /** @enum {unknown} */
                    audience: "public" | "members" | "password" | "verified";
                    password?: string | null;
                    /** @enum {unknown} */
                    expiry: "24h" | "7d" | "14d" | "30d" | "first-upload";
                    maxBytes?: number | null;
                    maxFiles?: number | null;
                };
            };
        };
        responses: {
            /** @description The link */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        description: string | null;
                        color: string | null;
                        audience: "public" | "members" | "password" | "verified";
                        expiry: "24h" | "7d" | "14d" | "30d" | "first-upload";
                        expiresAt: string | null;
                        revokedAt: string | null;
                        state: "active" | "expired";
                        maxBytes: number | null;
                        maxFiles: number | null;
                        /** @description The address to give senders */
                        url: string;
                        deliveries: number;
                        /** Format: date-time */
                        createdAt: string;
                        creator: {
                            id: string;
                            name: string;
                        };
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why; or the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getReceptionsLinksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        description: string | null;
                        color: string | null;
                        audience: "public" | "members" | "password" | "verified";
                        expiry: "24h" | "7d" | "14d" | "30d" | "first-upload";
                        expiresAt: string | null;
                        revokedAt: string | null;
                        state: "active" | "expired";
                        maxBytes: number | null;
                        maxFiles: number | null;
                        /** @description The address to give senders */
                        url: string;
                        deliveries: number;
                        /** Format: date-time */
                        createdAt: string;
                        creator: {
                            id: string;
                            name: string;
                        };
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteReceptionsLinksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link, revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        title: string;
                        description: string | null;
                        color: string | null;
                        audience: "public" | "members" | "password" | "verified";
                        expiry: "24h" | "7d" | "14d" | "30d" | "first-upload";
                        expiresAt: string | null;
                        revokedAt: string | null;
                        state: "active" | "expired";
                        maxBytes: number | null;
                        maxFiles: number | null;
                        /** @description The address to give senders */
                        url: string;
                        deliveries: number;
                        /** Format: date-time */
                        createdAt: string;
                        creator: {
                            id: string;
                            name: string;
                        };
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getReceptionsPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uuid: string;
                        active: boolean;
                        color: string | null;
                        recipients: {
                            id: string;
                            name: string;
                            email: string;
                        }[];
                        access: "PRIVATE" | "PUBLIC" | "LOGGED" | "PASSWORD";
                        hasPassword: boolean;
                        url: string;
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    putReceptionsPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active: boolean;
                    color?: string | null;
                    recipientIds: string[];
                    /** @enum {unknown} */
                    access: "PRIVATE" | "PUBLIC" | "LOGGED" | "PASSWORD";
                    password?: string | null;
                };
            };
        };
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uuid: string;
                        active: boolean;
                        color: string | null;
                        recipients: {
                            id: string;
                            name: string;
                            email: string;
                        }[];
                        access: "PRIVATE" | "PUBLIC" | "LOGGED" | "PASSWORD";
                        hasPassword: boolean;
                        url: string;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getReceptionsDeliveries: {
        parameters: {
            query?: {
                /** @description The page, from 1 */
                page?: number;
                /** @description all, page (the reception page), or link:<link id> (one link) */
                source?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            source: {
                                kind: "link" | "page";
                                id: string;
                                title: string | null;
                            };
                            sender: {
                                name: string;
                                email: string;
                                verified: boolean;
                            };
                            message: string | null;
                            fileCount: number;
                            totalBytes: number;
                            state: "uploading" | "complete";
                            /** Format: date-time */
                            receivedAt: string;
                        }[];
                        meta: {
                            total: number;
                            perPage: number;
                            currentPage: number;
                            lastPage: number;
                        };
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getReceptionsDeliveriesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        source: {
                            kind: "link" | "page";
                            id: string;
                            title: string | null;
                        };
                        sender: {
                            name: string;
                            email: string;
                            verified: boolean;
                        };
                        message: string | null;
                        fileCount: number;
                        totalBytes: number;
                        state: "uploading" | "complete";
                        /** Format: date-time */
                        receivedAt: string;
                        files: {
                            id: string;
                            name: string;
                            path: string | null;
                            size: number;
                            sha256: string | null;
                            state: "uploading" | "analysing" | "ready" | "rejected";
                        }[];
                        receipt: {
                            /** @description SHA-256 of manifest.json, the timestamped imprint */
                            manifestSha256: string;
                            timestampedAt: string | null;
                            tsa: string | null;
                            anchor: {
                                status: "none" | "pending" | "anchored";
                                txHash: string | null;
                            };
                        } | null;
                        expiresAt: string | null;
                        /** @description Its proof of delivery can be exported (a timestamped head exists) */
                        proofOfDelivery: boolean;
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteReceptionsDeliveriesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getReceptionsDeliveriesIdFilesFileId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
                /** @description The file id of the resource */
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with its own media type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description A browser that opened the address as a page (Sec-Fetch-Mode: navigate) and met an error goes back to the page, which says it */
            302: {
                headers: {
                    /** @description {the page the link was on}?failed={what was asked}&code={error code} */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getReceptionsDeliveriesIdZip: {
        parameters: {
            query?: {
                /** @description Comma-separated file ids (all files without it) */
                files?: string;
            };
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description A browser that opened the address as a page (Sec-Fetch-Mode: navigate) and met an error goes back to the page, which says it */
            302: {
                headers: {
                    /** @description {the page the link was on}?failed={what was asked}&code={error code} */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getReceptionsDeliveriesIdReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description A browser that opened the address as a page (Sec-Fetch-Mode: navigate) and met an error goes back to the page, which says it */
            302: {
                headers: {
                    /** @description {the page the link was on}?failed={what was asked}&code={error code} */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The receipt is not stamped yet (E_RECEIPT_PENDING) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getReceptionsDeliveriesIdProofOfDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proof of delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description A browser that opened the address as a page (Sec-Fetch-Mode: navigate) and met an error goes back to the page, which says it */
            302: {
                headers: {
                    /** @description {the page the link was on}?failed={what was asked}&code={error code} */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postReceptionsDeliveriesIdFilesFileIdProtect: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id of the resource */
                id: string;
                /** @description The file id of the resource */
                fileId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    priceCents: number;
                };
            };
        };
        responses: {
            /** @description The deposit is requested */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        requested: true;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The price confirmed is not the file's deposit price today (E_PRICE_CHANGED; the message names it): nothing is deposited or charged; or the first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why; or the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getReceptionsPublicDeliveriesId: {
        parameters: {
            query: {
                /** @description The sender token the delivery was started with */
                senderToken: string;
            };
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        files: {
                            id: string;
                            name: string;
                            path: string | null;
                            size: number;
                            sha256: string | null;
                            state: "uploading" | "analysing" | "ready" | "rejected";
                        }[];
                        receipt: {
                            /** @description SHA-256 of manifest.json, the timestamped imprint */
                            manifestSha256: string;
                            timestampedAt: string | null;
                            tsa: string | null;
                            anchor: {
                                status: "none" | "pending" | "anchored";
                                txHash: string | null;
                            };
                        } | null;
                        organisation: {
                            name: string;
                        };
                        /** Format: date-time */
                        receivedAt: string;
                    };
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getReceptionsPublicDeliveriesIdReceipt: {
        parameters: {
            query: {
                /** @description The sender token the delivery was started with */
                senderToken: string;
            };
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The receipt is not stamped yet (E_RECEIPT_PENDING) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postReceptionsPublicDeliveriesIdComplete: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    senderToken: string;
                };
            };
        };
        responses: {
            /** @description The delivery, complete */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        files: {
                            id: string;
                            name: string;
                            path: string | null;
                            size: number;
                            sha256: string | null;
                            state: "uploading" | "analysing" | "ready" | "rejected";
                        }[];
                        receipt: {
                            /** @description SHA-256 of manifest.json, the timestamped imprint */
                            manifestSha256: string;
                            timestampedAt: string | null;
                            tsa: string | null;
                            anchor: {
                                status: "none" | "pending" | "anchored";
                                txHash: string | null;
                            };
                        } | null;
                        organisation: {
                            name: string;
                        };
                        /** Format: date-time */
                        receivedAt: string;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Files are missing or another delivery was accepted first */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The link expired or was used meanwhile */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why; or the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getReceptionsPublicKindRef: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The kind of the resource */
                kind: string;
                /** @description The ref of the resource */
                ref: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether it is open, and what it needs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        kind: "link" | "page";
                        state: "open" | "expired" | "revoked" | "private" | "inactive" | "login-required" | "not-member";
                        requires: "nothing" | "password" | "code";
                        title: string | null;
                        description: string | null;
                        color: string | null;
                        organisation: {
                            name: string;
                            logoUrl: string | null;
                            backgroundUrl: string | null;
                        };
                        limits: {
                            maxBytes: number;
                            maxFiles: number | null;
                        };
                    };
                };
            };
            /** @description Members only: log in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: another organisation, a missing password, code or grant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The link is expired, revoked or used */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postReceptionsPublicKindRefUnlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The kind of the resource */
                kind: string;
                /** @description The ref of the resource */
                ref: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description The grant */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Send it as `grant` when starting the delivery */
                        grant: string;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Members only: log in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: another organisation, a missing password, code or grant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The link is expired, revoked or used */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postReceptionsPublicKindRefCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The kind of the resource */
                kind: string;
                /** @description The ref of the resource */
                ref: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Sent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Members only: log in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: another organisation, a missing password, code or grant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The link is expired, revoked or used */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postReceptionsPublicKindRefCodeCheck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The kind of the resource */
                kind: string;
                /** @description The ref of the resource */
                ref: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description The grant */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Send it as `grant` when starting the delivery */
                        grant: string;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Members only: log in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: another organisation, a missing password, code or grant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The link is expired, revoked or used */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postReceptionsPublicKindRefDeliveries: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The kind of the resource */
                kind: string;
                /** @description The ref of the resource */
                ref: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    message?: string | null;
                    grant?: string | null;
                    files: {
                        name: string;
                        size: number;
                        path?: string | null;
                        type?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description The delivery, its sender token and upload */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveryId: string;
                        /** @description Finishes the delivery and reads it back */
                        senderToken: string;
                        upload: {
                            batchId: string;
                            /** @description The upload token of the batch (tus, /api/v2/uploads) */
                            token: string;
                            endpoint: string;
                            files: {
                                name: string;
                                blobId?: string;
                            }[];
                            metadata?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Members only: log in first */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: another organisation, a missing password, code or grant */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The link is expired, revoked or used */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description More or larger files than the link's caps */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why; or the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCapsulesFormats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The formats */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        archive: "WARC/1.1";
                        /** @constant */
                        screenshot: "image/png";
                        /** @description Request and response headers every capture must redact */
                        redactedHeaders: string[];
                    };
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCapsulesExtensionPackages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The packages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        packages: {
                            browser: "chrome" | "firefox";
                            name: string;
                            version: string;
                            size: number;
                            sha256: string;
                            url: string;
                        }[];
                    };
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCapsulesExtensionPackagesName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The name of the resource */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The package (Chrome ZIP or Firefox XPI) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                    "application/x-xpinstall": string;
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCapsulesStatus: {
        parameters: {
            query?: {
                /** @description The capture's size (the WACZ's, in bytes): the price of that size; absent, a web proof's (size not known before the capture) */
                bytes?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The capability and the price */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A browser is available on the server (web proofs) */
                        serverCapture: boolean;
                        price: {
                            /** @description A web proof's deposit price for the caller, tax included */
                            cents: number;
                            years: number;
                            upToBytes: number | null;
                        };
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A size that is not a whole number of bytes, or above the largest capture accepted */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCapsules: {
        parameters: {
            query?: {
                /** @description The page, from 1 */
                page?: number;
                /** @description Only captures made by the extension or by the server */
                kind?: "extension" | "server";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of captures, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            kind: "extension" | "server";
                            url: string;
                            title: string;
                            /** Format: date-time */
                            capturedAt: string;
                            state: "capturing" | "uploading" | "checking" | "depositing" | "protected" | "failed";
                            depositId: string | null;
                            depositNumber: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        meta: {
                            total: number;
                            perPage: number;
                            currentPage: number;
                            lastPage: number;
                        };
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postCapsules: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    url: string;
                    title?: string;
                    capturedAt: unknown;
                    browser: string;
                    wacz: {
                        name: string;
                        size: number;
                        sha256: string;
                    };
                    screenshot: {
                        name: string;
                        size: number;
                        sha256: string;
                        width: number;
                        height: number;
                    };
                    priceCents: number;
                };
            };
        };
        responses: {
            /** @description The capture and its upload */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        capsule: {
                            id: string;
                            kind: "extension" | "server";
                            url: string;
                            title: string;
                            /** Format: date-time */
                            capturedAt: string;
                            state: "capturing" | "uploading" | "checking" | "depositing" | "protected" | "failed";
                            depositId: string | null;
                            depositNumber: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            browser: string | null;
                            wacz: {
                                name: string;
                                size: number;
                                sha256: string;
                            } | null;
                            screenshot: {
                                width: number;
                                height: number;
                                size: number;
                                sha256: string;
                            } | null;
                            /** @description Files inside the WACZ */
                            contents: {
                                path: string;
                                size: number;
                            }[];
                            error: string | null;
                        };
                        upload: {
                            batchId: string;
                            /** @description The upload token of the batch (tus, /api/v2/uploads) */
                            token: string;
                            endpoint: string;
                            files: {
                                name: string;
                                blobId?: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The price confirmed is not the deposit price of this capture (E_PRICE_CHANGED; GET /capsules/status?bytes= quotes it): nothing is made or charged */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why; or the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postCapsulesWebProofs: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    priceCents: number;
                };
            };
        };
        responses: {
            /** @description The capture, queued */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        kind: "extension" | "server";
                        url: string;
                        title: string;
                        /** Format: date-time */
                        capturedAt: string;
                        state: "capturing" | "uploading" | "checking" | "depositing" | "protected" | "failed";
                        depositId: string | null;
                        depositNumber: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        browser: string | null;
                        wacz: {
                            name: string;
                            size: number;
                            sha256: string;
                        } | null;
                        screenshot: {
                            width: number;
                            height: number;
                            size: number;
                            sha256: string;
                        } | null;
                        /** @description Files inside the WACZ */
                        contents: {
                            path: string;
                            size: number;
                        }[];
                        error: string | null;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The price confirmed is not today's (E_PRICE_CHANGED): nothing is captured or charged */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why; or the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCapsulesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The capture */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        kind: "extension" | "server";
                        url: string;
                        title: string;
                        /** Format: date-time */
                        capturedAt: string;
                        state: "capturing" | "uploading" | "checking" | "depositing" | "protected" | "failed";
                        depositId: string | null;
                        depositNumber: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        browser: string | null;
                        wacz: {
                            name: string;
                            size: number;
                            sha256: string;
                        } | null;
                        screenshot: {
                            width: number;
                            height: number;
                            size: number;
                            sha256: string;
                        } | null;
                        /** @description Files inside the WACZ */
                        contents: {
                            path: string;
                            size: number;
                        }[];
                        error: string | null;
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteCapsulesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Only a failed capture without deposit is deleted (E_NOT_DELETABLE) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postCapsulesIdComplete: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The capture, checking */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        kind: "extension" | "server";
                        url: string;
                        title: string;
                        /** Format: date-time */
                        capturedAt: string;
                        state: "capturing" | "uploading" | "checking" | "depositing" | "protected" | "failed";
                        depositId: string | null;
                        depositNumber: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        browser: string | null;
                        wacz: {
                            name: string;
                            size: number;
                            sha256: string;
                        } | null;
                        screenshot: {
                            width: number;
                            height: number;
                            size: number;
                            sha256: string;
                        } | null;
                        /** @description Files inside the WACZ */
                        contents: {
                            path: string;
                            size: number;
                        }[];
                        error: string | null;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postCapsulesIdRetry: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    priceCents: number;
                };
            };
        };
        responses: {
            /** @description The capture, capturing again */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        kind: "extension" | "server";
                        url: string;
                        title: string;
                        /** Format: date-time */
                        capturedAt: string;
                        state: "capturing" | "uploading" | "checking" | "depositing" | "protected" | "failed";
                        depositId: string | null;
                        depositNumber: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        browser: string | null;
                        wacz: {
                            name: string;
                            size: number;
                            sha256: string;
                        } | null;
                        screenshot: {
                            width: number;
                            height: number;
                            size: number;
                            sha256: string;
                        } | null;
                        /** @description Files inside the WACZ */
                        contents: {
                            path: string;
                            size: number;
                        }[];
                        error: string | null;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not failed, already deposited, or made in the browser (E_NOT_RETRYABLE, E_CAPTURE_AGAIN), or a stale price (E_PRICE_CHANGED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why; or the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCapsulesIdWacz: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/wacz": string;
                };
            };
            /** @description The range asked for */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/wacz": string;
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCapsulesIdScreenshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The screenshot */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description The range asked for */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getGitDeployReleases: {
        parameters: {
            query?: {
                /** @description The page, from 1 */
                page?: number;
                /** @description Only this repository (owner/name) */
                repository?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of releases, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @description owner/name */
                            repository: string;
                            tag: string | null;
                            commit: string;
                            years: number;
                            coAuthors: {
                                name: string;
                                email: string;
                            }[];
                            state: "uploading" | "depositing" | "protected" | "failed";
                            archive: {
                                name: string;
                                size: number;
                                sha256: string;
                            };
                            deposit: {
                                id: string;
                                number: string | null;
                                certificateUrl: string | null;
                            } | null;
                            error: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        meta: {
                            total: number;
                            perPage: number;
                            currentPage: number;
                            lastPage: number;
                        };
                        /** @description Every repository of the organisation's releases (the filter's choices) */
                        repositories: string[];
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postGitDeployReleases: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    repository: string;
                    tag?: string | null;
                    commit: string;
                    archive: {
                        name: string;
                        size: number;
                        sha256: string;
                    };
                    /** @enum {integer} */
                    years?: 1 | 3 | 5 | 10;
                    coAuthors?: {
                        name: string;
                        /** Format: email */
                        email: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description This release was already started: the first answer (existing: true) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        release: {
                            id: string;
                            /** @description owner/name */
                            repository: string;
                            tag: string | null;
                            commit: string;
                            years: number;
                            coAuthors: {
                                name: string;
                                email: string;
                            }[];
                            state: "uploading" | "depositing" | "protected" | "failed";
                            archive: {
                                name: string;
                                size: number;
                                sha256: string;
                            };
                            deposit: {
                                id: string;
                                number: string | null;
                                certificateUrl: string | null;
                            } | null;
                            error: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        upload: {
                            batchId: string;
                            uploadToken: string;
                            endpoint: string;
                        } | null;
                        /** @description This release was asked for before: no second deposit */
                        existing: boolean;
                    };
                };
            };
            /** @description The release and its upload */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        release: {
                            id: string;
                            /** @description owner/name */
                            repository: string;
                            tag: string | null;
                            commit: string;
                            years: number;
                            coAuthors: {
                                name: string;
                                email: string;
                            }[];
                            state: "uploading" | "depositing" | "protected" | "failed";
                            archive: {
                                name: string;
                                size: number;
                                sha256: string;
                            };
                            deposit: {
                                id: string;
                                number: string | null;
                                certificateUrl: string | null;
                            } | null;
                            error: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        upload: {
                            batchId: string;
                            uploadToken: string;
                            endpoint: string;
                        } | null;
                        /** @description This release was asked for before: no second deposit */
                        existing: boolean;
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Invalid input (E_VALIDATION): `fields` names each field and why; or the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getGitDeployReleasesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The release */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        release: {
                            id: string;
                            /** @description owner/name */
                            repository: string;
                            tag: string | null;
                            commit: string;
                            years: number;
                            coAuthors: {
                                name: string;
                                email: string;
                            }[];
                            state: "uploading" | "depositing" | "protected" | "failed";
                            archive: {
                                name: string;
                                size: number;
                                sha256: string;
                            };
                            deposit: {
                                id: string;
                                number: string | null;
                                certificateUrl: string | null;
                            } | null;
                            error: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    postGitDeployReleasesIdComplete: {
        parameters: {
            query?: never;
            header?: {
                /** @description One value per intent, the same on every retry: a retry gets the first answer (Idempotent-Replayed: true) and nothing runs twice; the same key with another request answers 422. Kept 24 hours. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The id of the resource */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The release, depositing */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        release: {
                            id: string;
                            /** @description owner/name */
                            repository: string;
                            tag: string | null;
                            commit: string;
                            years: number;
                            coAuthors: {
                                name: string;
                                email: string;
                            }[];
                            state: "uploading" | "depositing" | "protected" | "failed";
                            archive: {
                                name: string;
                                size: number;
                                sha256: string;
                            };
                            deposit: {
                                id: string;
                                number: string | null;
                                certificateUrl: string | null;
                            } | null;
                            error: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Malformed request: unreadable body or URL (E_BAD_REQUEST) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not authenticated (E_UNAUTHENTICATED), or a signed request this route does not take (E_API_KEY_NOT_ACCEPTED) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not allowed: a missing permission or API key scope (E_FORBIDDEN, E_API_KEY_SCOPE), an unconfirmed e-mail (E_MAIL_NOT_CONFIRMED), a plan without the feature, or a missing CSRF header (E_BAD_CSRF_TOKEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not found, or not visible to the caller (E_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description the Idempotency-Key was used with another request (E_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests (E_TOO_MANY_REQUESTS): Retry-After says when to try again */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The server failed (E_INTERNAL, with requestId) or an engine is unavailable (503, Retry-After) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
