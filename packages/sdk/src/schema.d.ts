/**
 * Generated from openapi.yaml by `pnpm gen` (openapi-typescript). Do not edit by hand:
 * change the contract and regenerate; `pnpm check:gen` fails on any difference.
 */
export interface paths {
    "/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a file; the answer's link is what records refer to. */
        post: operations["uploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password. */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user. */
        get: operations["getIdentity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/popup/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Register that the feedback popup was shown to a user.
         * @description The answer is ignored by the product.
         */
        get: operations["registerPopupShown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange the refresh token for a new token pair.
         * @description Refresh tokens are single use; the answer carries a new refresh token.
         */
        post: operations["refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a password reset link, or set a new password with the link's token. */
        post: operations["resetPassword"];
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
        Credentials: {
            /** Format: email */
            email: string;
            password: string;
        };
        ErrorMessage: {
            message: string;
        };
        FileRecord: {
            id: number;
            /** @description Absolute, a data URI, or relative to the API base address. */
            link: string;
            /** @description The download name. */
            name: string;
        };
        Identity: {
            /** @description A file link. */
            avatar?: string | null;
            company_id?: number | null;
            /** Format: email */
            email: string;
            id: number;
            name: string;
            /** @description Absent or null for an identity without a role (it sees every section). */
            role?: components["schemas"]["Role"] | null;
        };
        /** @description The shape of every list answer; each collection narrows `data`'s items. */
        ListResponse: {
            data: unknown[];
            /** @description How many records match the filters, over all pages. */
            total: number;
        };
        LoginResponse: components["schemas"]["TokenPair"] & {
            /** @description Whether to show the feedback popup. */
            show_popup: boolean;
        };
        /** @description Set a new password with the token from the reset link. */
        NewPasswordRequest: {
            password: string;
            password_confirmation: string;
            token: string;
        };
        /** @description The shape of every one-record answer; each collection narrows `data`. */
        RecordResponse: {
            data: Record<string, never>;
        };
        RefreshRequest: {
            /** @description The refresh token. */
            token: string;
        };
        ResetForm: components["schemas"]["ResetLinkRequest"] | components["schemas"]["NewPasswordRequest"];
        /** @description Ask for a reset link to be sent to this address. */
        ResetLinkRequest: {
            /** Format: email */
            email: string;
        };
        ResetResponse: {
            data: {
                message: string;
            };
            success: boolean;
        };
        /**
         * @description Staff are `admin` and `agent`; a `member` belongs to one company.
         * @enum {string}
         */
        Role: "admin" | "agent" | "member";
        TokenPair: {
            access_token: string;
            refresh_token: string;
        };
        ValidationError: {
            errors: {
                [key: string]: string[];
            };
            message: string;
        };
    };
    responses: {
        /** @description The user's role may not call this operation. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description No record with that id. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description Missing, expired or wrong credentials or token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description The body or the query does not satisfy the contract; `errors` names the fields. */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationError"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    uploadFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
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
            /** @description Stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FileRecord"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Credentials"];
            };
        };
        responses: {
            /** @description Signed in. Both tokens are to be stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The identity of the bearer token's user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Identity"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    registerPopupShown: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Registered. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description A new token pair. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetForm"];
            };
        };
        responses: {
            /** @description `success` says whether the reset was accepted; `data.message` is shown to the user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResetResponse"];
                };
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
}
