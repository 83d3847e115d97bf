/**
 * Generated from openapi.yaml by `pnpm gen` (openapi-typescript). Do not edit by hand:
 * change the contract and regenerate; `pnpm check:gen` fails on any difference.
 */
export interface paths {
    "/account-deletion-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A mobile-app user asks for their account to be deleted (public, with their credentials). */
        post: operations["requestAccountDeletion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List staff accounts. */
        get: operations["listAccounts"];
        put?: never;
        /** Create a account. */
        post: operations["createAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One account. */
        get: operations["getAccount"];
        /** Update a account. */
        put: operations["updateAccount"];
        post?: never;
        /** Delete a account. */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/annual-permits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List annual permits. */
        get: operations["listAnnualPermits"];
        put?: never;
        /** Create a annual permit. */
        post: operations["createAnnualPermit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/annual-permits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One annual permit. */
        get: operations["getAnnualPermit"];
        /** Update a annual permit. */
        put: operations["updateAnnualPermit"];
        post?: never;
        /** Delete a annual permit. */
        delete: operations["deleteAnnualPermit"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List membership applications. */
        get: operations["listApplications"];
        put?: never;
        /** Create a application. */
        post: operations["createApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One application. */
        get: operations["getApplication"];
        put?: never;
        post?: never;
        /** Delete a application. */
        delete: operations["deleteApplication"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a membership application; creates the company. */
        post: operations["approveApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a membership application with a reason. */
        post: operations["rejectApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assignees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The staff a permit request can be assigned to (active staff accounts), by name.
         * @description Staff only; names and ids, nothing else of the accounts (which are an admin's).
         */
        get: operations["listAssignees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blog-posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List blog posts. */
        get: operations["listBlogPosts"];
        put?: never;
        /** Create a blog post. */
        post: operations["createBlogPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blog-posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One blog post. */
        get: operations["getBlogPost"];
        /** Update a blog post. */
        put: operations["updateBlogPost"];
        post?: never;
        /** Delete a blog post. */
        delete: operations["deleteBlogPost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/card-operations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List card charges and refunds. */
        get: operations["listCardOperations"];
        put?: never;
        /** Create a card operation. */
        post: operations["createCardOperation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/card-operations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One card operation. */
        get: operations["getCardOperation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/city-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List city permit rates. */
        get: operations["listCityRates"];
        put?: never;
        /** Create a city rate. */
        post: operations["createCityRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/city-rates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One city rate. */
        get: operations["getCityRate"];
        /** Update a city rate. */
        put: operations["updateCityRate"];
        post?: never;
        /** Delete a city rate. */
        delete: operations["deleteCityRate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List companies. */
        get: operations["listCompanies"];
        put?: never;
        /** Create a company. */
        post: operations["createCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One company. */
        get: operations["getCompany"];
        /** Update a company. */
        put: operations["updateCompany"];
        post?: never;
        /** Delete a company. */
        delete: operations["deleteCompany"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List messages sent through contact-us. */
        get: operations["listContacts"];
        put?: never;
        /** Create a contact message. */
        post: operations["createContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One contact message. */
        get: operations["getContactMessage"];
        put?: never;
        post?: never;
        /** Delete a contact message. */
        delete: operations["deleteContactMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contacts/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to a contact message; marks it answered. */
        post: operations["replyToContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What changes, as it happens, and who has which record open (Server-Sent Events).
         * @description A `text/event-stream` (Server-Sent Events) that stays open. Each message's `event` is the
         *     `type` of its `data`, a `LiveEvent` as JSON:
         *     - `ready`, first on every connection: the id of the latest change this person has heard of
         *       (`last_event_id`; `<run>-0` before the first), so a client that has seen nothing yet can
         *       resume from there.
         *     - `change`, with the message's `id`: a record was created, updated, moved by a transition,
         *       deleted, restored or put back. It says which record (`collection`, `record_id`), its new
         *       `version`, who (`actor`) and when, and carries none of the record's contents: a client reads
         *       the record through the usual, access-checked calls.
         *     - `presence`: who has a record open now, and who is editing it (`PUT /presence`); a list of
         *       nobody when the last one leaves. Sent for every record with someone on it when the stream
         *       opens, then as it changes.
         *     - `reset`: the changes since `Last-Event-ID` are no longer kept (`too-old`: the API keeps the
         *       last 1,000), or were made by an API that has restarted since (`restarted`): what the client
         *       holds may be stale; it reads afresh. Never a silent gap.
         *
         *     Each person receives only what they may read: staff every collection (accounts are an
         *     admin's), a member the records of their own company (its loads, permit requests, invoices,
         *     card operations, annual permits, and the company itself) and the website's reference data
         *     (state regulations, holiday closures, city rates, manual documents), nothing else, not even
         *     that another company's record changed. Presence follows the same rule, and a member is told
         *     only of people of their own company.
         *
         *     Reconnecting with `Last-Event-ID` (the last `change` id received) replays, in order, every
         *     change since. A comment line (`: ping`) every 15 seconds keeps proxies from closing an idle
         *     stream. The stream ends when the access token does (its expiry, a sign-out, a revoked session):
         *     the client refreshes its token and reconnects with `Last-Event-ID`, and misses nothing.
         */
        get: operations["streamEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/file-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A short-lived signed link to one file the caller may read, for viewers that fetch without a token.
         * @description As object stores presign: the answer's `url` reads that one file, without a bearer token,
         *     until `expires_at` (five minutes). Changing the path, the expiry or the signature makes it
         *     fail with 401. A link the caller may not read, or that names no file, answers 404.
         *
         *     Behind a proxy (a container's published port, a reverse proxy, the API under the admin's
         *     own origin) the address a client knows the API by is not the one the API listens on, and
         *     the links it handed out must open all the same:
         *     - `link` is read by its path alone: relative to the API base address (`files/12`), or
         *       absolute at any http(s) address, whose scheme, host and port are not compared. Its path
         *       must be the API's base path followed by one of the API's own file paths (`files/{id}`,
         *       `invoices/{id}/pdf`), after `.` and `..` are resolved; anything else answers 404.
         *     - The answer's `url` is never at the host a link names: it is at the API's address as this
         *       request reached it, the host of `X-Forwarded-Host` and the scheme of `X-Forwarded-Proto`
         *       when a proxy sends them, else the request's `Host`, with the API's base path. So a proxy
         *       keeps the base path (`/api`), and one that does not pass the client's `Host` on sends
         *       `X-Forwarded-Host` (and `X-Forwarded-Proto` when it ends TLS). The signature covers the
         *       path, not the host: the link opens at any address that reaches the API.
         */
        post: operations["createFileLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
    "/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * An uploaded file's bytes.
         * @description Read with the bearer token (staff: any file; a member: files of their company or their own
         *     uploads; anyone else's answers 404), or without it through a signed link from
         *     `POST /file-links` (the file viewer, and the online office viewer, which fetches without our
         *     token). A missing credential answers 401; an expired, altered or foreign signature 401.
         *
         *     The type is the one decided from the bytes at upload, never the uploader's claim: the
         *     answer's `Content-Type` is one of the media types below, exactly (no parameters), and
         *     `application/octet-stream` for anything not recognised. Every file answer carries
         *     `Content-Security-Policy: sandbox` and `X-Content-Type-Options: nosniff`; only the allowed
         *     images (PNG, JPEG, GIF) and PDF are `inline`; anything else, SVG included, is an
         *     `attachment`, so that no uploaded document runs script at the API's address.
         */
        get: operations["downloadFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/holiday-closures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List holiday closures. */
        get: operations["listHolidayClosures"];
        put?: never;
        /** Create a holiday closure. */
        post: operations["createHolidayClosure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/holiday-closures/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One holiday closure. */
        get: operations["getHolidayClosure"];
        /** Update a holiday closure. */
        put: operations["updateHolidayClosure"];
        post?: never;
        /** Delete a holiday closure. */
        delete: operations["deleteHolidayClosure"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check (`dry_run`) or write one batch of a spreadsheet's rows into a section.
         * @description Where an import works: here, in the API, a batch of up to 1,000 rows a call. A real backend checks and writes a batch in one transaction, and 50,000 rows are 50 calls that a client shows as progress and may stop between; rows sent one by one through the record's own path would be 50,000 calls, each its own history step. The client reads the file and turns each cell into the field's type (the columns matched to the fields by name); the API checks each row against the section's input schema and its rules, and matches it to an existing record by the section's natural key (a state's regulations by `state`; a closure by `state` and `date`; a city rate by `city` and `state`; a vehicle by `company_id` and `name`; a company by its USDOT number `usdot`; a member by `email`). Each row is then `created`, `changed` (with what changes), `unchanged`, or `failed` (with each field's message, as a save of the record would answer). A dry run writes nothing. A commit writes the new and changed rows and answers the same report; sent again with the same `Idempotency-Key` it is answered as the first and writes nothing twice, and sent again with a new key the rows it wrote read as unchanged. Staff import into every section; a member into their vehicles only (a 403 otherwise), each row into their own company whatever its `company_id` says, matched only against their own.
         *     An import is one step of the records' history, whatever its number of batches: the first commit answers the import's `import_id`, and the next batches of the same file send it, so that every record it created or changed is one import's, undone as one (`POST /imports/{id}/undo`). A batch naming an import that is not the caller's, or is undone, answers 409.
         */
        post: operations["importRows"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imports/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo an import as one step.
         * @description Every record the import created goes to the trash (from where it may be restored, as any deletion), and every record it changed is saved back as it was before, through the section's own delete and save: each is a revision of its record. A record changed or deleted since the import is kept as it is now, named in `kept` with the reason, never overwritten: a colleague's later change is not lost to an undo. Whoever made the import may undo it (staff any import); anyone else reads a 404, as for an import that does not exist. An import undone already answers 409; sent again with the same `Idempotency-Key`, the undo is answered as the first.
         */
        post: operations["undoImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List invoices. */
        get: operations["listInvoices"];
        put?: never;
        /** Create a invoice. */
        post: operations["createInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One invoice. */
        get: operations["getInvoice"];
        /** Update a invoice. */
        put: operations["updateInvoice"];
        post?: never;
        /** Delete a invoice. */
        delete: operations["deleteInvoice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark an invoice paid. */
        post: operations["markInvoicePaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * The invoice as a PDF document.
         * @description Linked from `Invoice.pdf`. Read with the bearer token (staff: any invoice; a member: their
         *     company's), or without it through a signed link from `POST /file-links`, which is how the
         *     file viewer opens it. Served with the headers every file answer carries (see `downloadFile`).
         */
        get: operations["getInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List loads. */
        get: operations["listLoads"];
        put?: never;
        /** Create a load. */
        post: operations["createLoad"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/loads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One load. */
        get: operations["getLoad"];
        /** Update a load. */
        put: operations["updateLoad"];
        post?: never;
        /** Delete a load. */
        delete: operations["deleteLoad"];
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
    "/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the session a refresh token belongs to, on the server.
         * @description Signing out ends the session where it lives, not only in the browser (as OAuth's token
         *     revocation, RFC 7009, does): the refresh token sent, every token rotated from the same
         *     sign-in, and their access tokens stop working at once, and the live streams opened with
         *     them close. The specification's logout still clears the cookies and goes to /auth; the SDK
         *     sends this call as it does.
         *
         *     The answer is 204 whatever the token was (unknown, used, already ended), so that it tells
         *     nothing of anyone's sessions.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List audit log entries, newest first by default. */
        get: operations["listLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One audit entry. */
        get: operations["getAuditEntry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manual-documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customer manual documents. */
        get: operations["listManualDocuments"];
        put?: never;
        /** Create a manual document. */
        post: operations["createManualDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manual-documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One manual document. */
        get: operations["getManualDocument"];
        /** Update a manual document. */
        put: operations["updateManualDocument"];
        post?: never;
        /** Delete a manual document. */
        delete: operations["deleteManualDocument"];
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
        /** Update the signed-in user's own profile. */
        put: operations["updateIdentity"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/notification-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the caller is told by e-mail as well as in the app. */
        get: operations["getNotificationSettings"];
        /** Choose what comes by e-mail. */
        put: operations["updateNotificationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the signed-in user's password.
         * @description Every other session of the person ends (their tokens stop working and their live streams
         *     close): a password changed because it leaked locks out whoever holds it. The session that
         *     changed it stays signed in.
         */
        post: operations["changeOwnPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List members of all companies. */
        get: operations["listMembers"];
        put?: never;
        /** Create a member. */
        post: operations["createMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One member. */
        get: operations["getMember"];
        /** Update a member. */
        put: operations["updateMember"];
        post?: never;
        /** Delete a member. */
        delete: operations["deleteMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's company. */
        get: operations["getOwnCompany"];
        /** Update the signed-in member's company profile. */
        put: operations["updateOwnCompany"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own notifications, newest first, with how many are unread. */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one of the caller's notifications read (again is no change); another's is a 404. */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every notification of the caller read. */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The e-mails the service sent, newest first (staff; the mock keeps them instead of sending). */
        get: operations["listOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The landing dashboard; a member sees their own company's figures. */
        get: operations["getOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List website pages. */
        get: operations["listPages"];
        put?: never;
        /** Create a page. */
        post: operations["createPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One page. */
        get: operations["getPage"];
        /** Update a page. */
        put: operations["updatePage"];
        post?: never;
        /** Delete a page. */
        delete: operations["deletePage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/permit-calculation/city": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The fee and its breakdown for a load moving in a city, from the city's rates. */
        post: operations["calculateCityFee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/permit-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A permit as an officer at the roadside checks it, by its number and verification code.
         * @description Public (no token): the permit document's QR code opens the admin's roadside page with both. It answers the least that tells whether the permit is good: its status, validity, the states and the vehicle's and load's figures; no names, contacts or fees. A wrong code is answered as an unknown number (404). After 5 wrong codes for a number within 15 minutes, every check of it is refused (429, `Retry-After`) until the window passes: guessing is slowed.
         */
        get: operations["checkPermit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/permit-fees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the service charges for a permit, beside each state's fee.
         * @description The service's own fee, added once to the states' fees of a request (`PermitDecision.fee_cents`): what a member's form needs to show a request's price as they fill it in, with each state's rules (`/state-regulations`) and the SDK's `decidePermit`. The rest of the service settings are staff's.
         */
        get: operations["getPermitFees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/permit-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List permit requests. */
        get: operations["listPermitRequests"];
        put?: never;
        /** Create a permit request. */
        post: operations["createPermitRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/permit-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One permit request. */
        get: operations["getPermitRequest"];
        /** Update a permit request. */
        put: operations["updatePermitRequest"];
        post?: never;
        /** Delete a permit request. */
        delete: operations["deletePermitRequest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/permit-requests/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign a permit request to a staff member, hand it over, or leave it unassigned.
         * @description Staff only. An agent takes an unassigned request or hands over one of theirs; an admin assigns any. Handing over a request someone holds needs a reason; the request's history keeps who, to whom and why (action `assigned`). Refused (409) once the request is answered or closed.
         */
        post: operations["assignPermitRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/permit-requests/{id}/extend": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Extend an approved or issued permit's validity to a later last day, where every state's rules allow it: its days within each state's `max_validity_days`, and nothing new for staff to review on the added days (decided again by the same rules; a closure on them becomes a condition). Its document is produced again, the old one superseded. Otherwise a 422 that says why; an amendment asks staff. */
        post: operations["extendPermitRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/permit-requests/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * The conversation on a permit request, oldest first; staff also read the internal notes.
         * @description Whoever may read the request: staff every request's, a member their company's. A member never receives an internal note (`internal: true`), in this answer or anywhere else.
         */
        get: operations["listPermitRequestMessages"];
        put?: never;
        /**
         * Write on a permit request's conversation (staff may keep it an internal note, or ask the member).
         * @description `ask` (staff): the message is a question, and the request moves to `waiting_on_member` (from `submitted` or `in_review`, as the workflow allows; otherwise 409). A member's message on a request that waits on them is their answer: the request moves back to `in_review`, and the staff member it is assigned to is told. An internal note (staff only) tells nobody and moves nothing. Each attachment is a file from `POST /files` that the writer may read. A retry with the same `Idempotency-Key` answers the first message and writes none.
         */
        post: operations["postPermitRequestMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/permit-requests/{id}/transition": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a permit request to its next status (staff review, approve, reject, issue; a member cancels). */
        post: operations["transitionPermitRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/permit-requests/next": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign the most urgent unassigned request to the caller (staff), and answer it.
         * @description The unassigned request whose clock runs, due first (then the oldest); two callers at once never get the same one. 204 when none waits. A retry with the same `Idempotency-Key` answers the same request.
         */
        post: operations["takeNextPermitRequest"];
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
    "/presence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Say which record this client has open, and whether its person is editing it.
         * @description One client (a browser tab, a tool) says where its person is: a record (`collection`,
         *     `record_id`) viewed or edited, or nowhere (`collection` null). Said again every 5 seconds while
         *     it stays; a client not heard from for 15 seconds is taken to have gone (a closed tab, a lost
         *     network), and the streams of everyone who may read the record are told. Only a record the
         *     caller may read can be named: another's answers 404, as reading it does.
         */
        put: operations["updatePresence"];
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
         *
         *     A refresh whose answer was lost (a tab closed or reloaded while it was under way, a dropped
         *     connection) must not end the session (inferred, as Auth0's and Supabase's reuse intervals
         *     do): the same refresh token sent again within 30 seconds of its use is answered with the
         *     same new pair, as long as that pair's own refresh token has not been used yet. Any other
         *     reuse is refused with 401, and ends the session: a refresh token used again after that
         *     interval means two holders have it, one of them likely a thief, so every token rotated from
         *     the same sign-in stops working (OAuth's security practice for refresh token rotation).
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
    "/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One record's history, newest first.
         * @description Every change of the record, newest first: who, when, what (`action`, with the `reason` a
         *     transition was given), and field by field from what to what. Readable by whoever may read the
         *     record: staff any record (an account's history is an admin's, as the accounts are); a member
         *     the loads and permit requests of their own company, and nothing else. A record that does not
         *     exist, is in the trash or is another company's answers 404, as reading it does; a collection
         *     whose history a member never reads answers 403. The single-record settings are `record_id=1`.
         */
        get: operations["listRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/revisions/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put back one field, or the whole record, as it stood at a revision.
         * @description A new save of the record, never a rewrite of its history: the values the record had just after
         *     revision `id`, for the `fields` named or, without `fields`, for every field the record's form
         *     saves, saved through the same rules as the record's `PUT` and by whoever may make that `PUT`
         *     (staff; a member their own company's loads and permit requests). `If-Match` is the record's
         *     current version, as for any write: a change saved since answers 412 with the record as it is
         *     now, and nothing is overwritten. The answer is the record as its `PUT` answers it, with its new
         *     version; its history gains a `reverted` revision whose `reverted_from` is this one. A field
         *     the record's form does not save (`status`, `members_count`, an unknown name) answers 422; a
         *     record that has no `PUT` (an application, a contact message) 409; a revision of a record that
         *     is in the trash 404.
         */
        post: operations["revertRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find anything by what people remember of it, grouped by kind, within the caller's reach.
         * @description Companies by name, USDOT or MC number; permit requests and invoices by number; loads by
         *     description; members by name or e-mail. Case-insensitive; a match at the start ranks first.
         *     A member finds only their own company's permit requests, invoices and loads, and no companies
         *     or members (staff's sections).
         */
        get: operations["search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List services offered on the website. */
        get: operations["listServices"];
        put?: never;
        /** Create a service. */
        post: operations["createService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One service. */
        get: operations["getService"];
        /** Update a service. */
        put: operations["updateService"];
        post?: never;
        /** Delete a service. */
        delete: operations["deleteService"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/main": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service settings (fees, notification addresses). */
        get: operations["getServiceSettings"];
        /** Save the service settings. */
        put: operations["updateServiceSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site-settings/general": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public website's general data (contact details, social links, footer). */
        get: operations["getSiteGeneral"];
        /** Save the website's general data. */
        put: operations["updateSiteGeneral"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site-settings/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The website's home page settings. */
        get: operations["getSiteHome"];
        /** Save the home page settings. */
        put: operations["updateSiteHome"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/state-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List agents' notes per state. */
        get: operations["listStateNotes"];
        put?: never;
        /** Create a state note. */
        post: operations["createStateNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/state-notes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One state note. */
        get: operations["getStateNote"];
        /** Update a state note. */
        put: operations["updateStateNote"];
        post?: never;
        /** Delete a state note. */
        delete: operations["deleteStateNote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/state-regulations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List state regulations. */
        get: operations["listStateRegulations"];
        put?: never;
        /** Create a state regulation. */
        post: operations["createStateRegulation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/state-regulations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One state regulation. */
        get: operations["getStateRegulation"];
        /** Update a state regulation. */
        put: operations["updateStateRegulation"];
        post?: never;
        /** Delete a state regulation. */
        delete: operations["deleteStateRegulation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Permits and revenue per month and per state over a period. */
        get: operations["getServiceStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Permits processed and average handling time per agent over a period. */
        get: operations["getAgentStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One company's permits and spend over a period; a member always gets their own. */
        get: operations["getCompanyStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many requests the rules decided, per month and per state, and how long a decision took.
         * @description Staff only. Requests first decided (approved or rejected) in the period, by the month of that decision: how many, how many by rule (README, "Decided by rule"), and the average hours from submission to decision, by rule and by staff.
         */
        get: operations["getDecisionStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics/on-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many requests got their first answer within the service's target, per agent and per state.
         * @description Staff only. Requests answered in the period, by the month of their first answer.
         */
        get: operations["getOnTimeStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/statistics/workload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each staff member's open requests now, and how many are late or at risk (admins only). */
        get: operations["getWorkload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The deleted records, the latest deletion first.
         * @description Staff see every entry; a member only the entries of the records they deleted themselves (so
         *     that the Undo of their own deletion can find its entry), and no one else's. What was deleted
         *     (its `label`, as its list names it), from which collection, by whom and when, when it will be
         *     purged for good, and how many linked records went with it. `collection` and `record_id`
         *     narrow it to one record's deletion. An entry is purged `trash_days` (the service settings)
         *     after its deletion; the mock purges when the API is next called.
         */
        get: operations["listTrash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trash/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a trashed record for good.
         * @description Admin only (an agent or a member: 403). The record, the linked records that went with it and
         *     their histories are gone for good; this cannot be undone.
         */
        delete: operations["purgeTrashEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trash/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bring a deleted record back, with its id and the records that went with it.
         * @description Staff restore any entry; a member only an entry of a record they deleted themselves (another
         *     entry answers 404, as if it were not there). The record is back at `/{collection}/{record_id}`
         *     with its id, its version and its values as they were, and so are the linked records its deletion took (a
         *     company's members, loads, permit requests, invoices, card operations and annual permits); each
         *     one's history gains a `restored` revision. The answer is the entry as it was; the record is
         *     read at its own path. 409 when its id, or a value that must stay unique (a USDOT number, an
         *     e-mail, a slug, a state's regulations), has been taken since: nothing is restored then.
         */
        post: operations["restoreTrashEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List vehicle configurations (a power unit and its trailers, with their axles). */
        get: operations["listVehicles"];
        put?: never;
        /** Create a vehicle configuration. */
        post: operations["createVehicle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One vehicle configuration. */
        get: operations["getVehicle"];
        /** Update a vehicle configuration. */
        put: operations["updateVehicle"];
        post?: never;
        /** Delete a vehicle configuration. */
        delete: operations["deleteVehicle"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Account: components["schemas"]["Timestamps"] & components["schemas"]["Versioned"] & components["schemas"]["AccountInput"] & {
            /** Format: date-time */
            readonly last_sign_in_at?: string | null;
        };
        AccountDeletionInput: {
            /**
             * @description The user confirms that the deletion is final.
             * @constant
             */
            confirmation: true;
            email: components["schemas"]["Email"];
            password: string;
        };
        AccountDeletionRequest: {
            email: components["schemas"]["Email"];
            id: number;
            message: string;
            /** @enum {string} */
            status: "received";
        };
        AccountInput: {
            active?: boolean;
            email: components["schemas"]["Email"];
            name: string;
            /** @description Required on create. */
            password?: string;
            role: components["schemas"]["StaffRole"];
        };
        AccountList: {
            data: components["schemas"]["Account"][];
            total: number;
        };
        AccountRecord: {
            data: components["schemas"]["Account"];
        };
        ActivityItem: {
            /** Format: date-time */
            at: string;
            id: number;
            /** @enum {string} */
            kind: "permit_request" | "invoice" | "application" | "load";
            status: string;
            title: string;
        };
        /** @description Who made a change, as they were named then. */
        Actor: {
            id: number;
            name: string;
            role: components["schemas"]["Role"];
        };
        AgentStatistics: {
            agent_id: number;
            agent_name: string;
            average_handling_hours: number | null;
            permits_processed: number;
        };
        AnnualPermit: components["schemas"]["Timestamps"] & components["schemas"]["Versioned"] & components["schemas"]["AnnualPermitInput"] & {
            readonly company_name: string;
        };
        AnnualPermitInput: {
            company_id: number;
            fee_cents: number;
            kind: components["schemas"]["AnnualPermitKind"];
            permit_number: string;
            state: components["schemas"]["StateCode"];
            /** Format: date */
            valid_from: string;
            /** Format: date */
            valid_to: string;
        };
        /** @enum {string} */
        AnnualPermitKind: "oversize" | "overweight" | "oversize_overweight";
        AnnualPermitList: {
            data: components["schemas"]["AnnualPermit"][];
            total: number;
        };
        AnnualPermitRecord: {
            data: components["schemas"]["AnnualPermit"];
        };
        Application: components["schemas"]["Timestamps"] & components["schemas"]["Versioned"] & components["schemas"]["ApplicationInput"] & {
            /** @description The company its approval created. */
            readonly company_id?: number | null;
            /** Format: date-time */
            readonly decided_at?: string | null;
            /** @description Why it was rejected. */
            readonly reason?: string | null;
            status: components["schemas"]["ApplicationStatus"];
        };
        ApplicationInput: {
            company_name: string;
            contact_name: string;
            email: components["schemas"]["Email"];
            fleet_size?: number | null;
            mc_number?: string | null;
            phone?: components["schemas"]["Phone"];
            state?: components["schemas"]["StateCode"] | null;
            usdot: string;
        };
        ApplicationList: {
            data: components["schemas"]["Application"][];
            total: number;
        };
        ApplicationRecord: {
            data: components["schemas"]["Application"];
        };
        /** @enum {string} */
        ApplicationStatus: "pending" | "approved" | "rejected";
        /** @enum {string} */
        AuditAction: "create" | "update" | "delete" | "approve" | "reject" | "reply" | "pay" | "transition" | "login";
        AuditEntry: components["schemas"]["Timestamps"] & {
            action: components["schemas"]["AuditAction"];
            actor_id: number;
            actor_name: string;
            record_id?: number | null;
            /** @description The collection, e.g. companies. */
            resource: string;
            summary: string;
        };
        AuditEntryList: {
            data: components["schemas"]["AuditEntry"][];
            total: number;
        };
        AuditEntryRecord: {
            data: components["schemas"]["AuditEntry"];
        };
        BlogPost: components["schemas"]["Timestamps"] & components["schemas"]["Versioned"] & components["schemas"]["BlogPostInput"] & {
            /** Format: date-time */
            readonly published_at?: string | null;
            /** Format: date-time */
            readonly updated_at: string;
        };
        BlogPostInput: {
            /** @description Rich text (HTML). */
            body: string;
            /** @description A file link. */
            cover?: string | null;
            excerpt?: string | null;
            /** @description Unique among posts. */
            slug: string;
            status: components["schemas"]["PostStatus"];
            title: string;
        };
        BlogPostList: {
            data: components["schemas"]["BlogPost"][];
            total: number;
        };
        BlogPostRecord: {
            data: components["schemas"]["BlogPost"];
        };
        CardOperation: components["schemas"]["Timestamps"] & components["schemas"]["Versioned"] & components["schemas"]["CardOperationInput"] & {
            /** @enum {string} */
            readonly card_brand: "visa" | "mastercard" | "amex" | "discover";
            readonly card_last4: string;
            readonly company_name: string;
            status: components["schemas"]["CardOperationStatus"];
        };
        CardOperationInput: {
            amount_cents: number;
            company_id: number;
            invoice_id?: number | null;
            note?: string | null;
            type: components["schemas"]["CardOperationType"];
        };
        CardOperationList: {
            data: components["schemas"]["CardOperation"][];
            /** @description Totals over every succeeded operation matching the filters. */
            summary: {
                charges_cents: number;
                net_cents: number;
                refunds_cents: number;
            };
            total: number;
        };
        CardOperationRecord: {
            data: components["schemas"]["CardOperation"];
        };
        /** @enum {string} */
        CardOperationStatus: "succeeded" | "failed" | "pending";
        /** @enum {string} */
        CardOperationType: "charge" | "refund";
        /** @description A record changed, without its contents: read it through its own call. */
        ChangeEvent: {
            action: components["schemas"]["RevisionAction"];
            actor: components["schemas"]["Actor"] | null;
            /** Format: date-time */
            at: string;
            collection: components["schemas"]["LiveCollection"];
            id: components["schemas"]["LiveEventId"];
            record_id: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "change";
            version: number;
        };
        CityRate: components["schemas"]["Timestamps"] & components["schemas"]["Versioned"] & components["schemas"]["CityRateInput"];
        CityRateInput: {
            base_cents: number;
            city: string;
            /** @description When the load is wider than 12 ft. */
            escort_cents: number;
            /** @description Per foot (or part) over 13 ft 6 in. */
            overheight_cents_per_ft: number;
            /** @description Per foot (or part) over 53 ft. */
            overlength_cents_per_ft: number;
            /** @description Per 1,000 lb (or part) over 80,000 lb. */
            overweight_cents_per_kip: number;
            /** @description Per foot (or part) over 8 ft 6 in. */
            overwidth_cents_per_ft: number;
            state: components["schemas"]["StateCode"];
        };
        CityRateList: {
            data: components["schemas"]["CityRate"][];
            total: number;
        };
        CityRateRecord: {
            data: components["schemas"]["CityRate"];
        };
        /**
         * @description How a request stands by the service's clock: `on_time`; `at_risk` (less than a quarter of its target left); `late` (its due time has passed); `paused` (waiting on the member); `answered` (approved, rejected or issued); `closed` (cancelled before an answer).
         * @enum {string}
         */
        ClockFlag: "on_time" | "at_risk" | "late" | "paused" | "answered" | "closed";
        Company: components["schemas"]["Timestamps"] & components["schemas"]["Versioned"] & components["schemas"]["CompanyInput"] & {
            readonly members_count: number;
        };
        CompanyInput: {
            address?: string | null;
            city?: string | null;
            email: components["schemas"]["Email"];
            /** @description Motor carrier number, MC-123456. */
            mc_number?: string | null;
            name: string;
            phone?: components["schemas"]["Phone"];
            state?: components["schemas"]["StateCode"] | null;
            status?: components["schemas"]["CompanyStatus"];
            /** @description USDOT number. */
            usdot: string;
            zip?: string | null;
        };
        CompanyList: {
            data: components["schemas"]["Company"][];
            total: number;
        };
        CompanyRecord: {
            data: components["schemas"]["Company"];
        };
        CompanyStatistics: {
            company_id: number;
            company_name: string;
            /** @description The first month, YYYY-MM. */
            from: string;
            /** @description revenue_cents is the company's spend. */
            months: components["schemas"]["MonthPoint"][];
            states: components["schemas"]["StatePoint"][];
            /** @description The last month, YYYY-MM. */
            to: string;
        };
        /** @enum {string} */
        CompanyStatus: "active" | "suspended" | "pending";
        ContactMessage: components["schemas"]["Timestamps"] & components["schemas"]["Versioned"] & components["schemas"]["ContactMessageInput"] & {
            /** Format: date-time */
            readonly answered_at?: string | null;
            readonly company_id?: number | null;
            readonly company_name?: string | null;
            readonly reply?: string | null;
            status: components["schemas"]["ContactStatus"];
        };
        ContactMessageInput: {
            email?: components["schemas"]["Email"];
            message: string;
            /** @description Defaults to the signed-in user's name. */
            name?: string;
            subject: string;
        };
        ContactMessageList: {
            data: components["schemas"]["ContactMessage"][];
            total: number;
        };
        ContactMessageRecord: {
            data: components["schemas"]["ContactMessage"];
        };
        ContactReply: {
            reply: string;
        };
        /** @enum {string} */
        ContactStatus: "new" | "answered";
        Credentials: {
            /** Format: email */
            email: string;
            password: string;
        };
        DecisionReason: {
            /** @description The axles of an axle group counted from the front, such as `2-3`. */
            axles?: string | null;
            limit?: number | null;
            /**
             * @description Which limit: a dimension or weight over the routine envelope (`limit` and `value` in inches or pounds), an axle group over its limit, the permit's days over the state's longest (`validity`, in days), a state without rules; or the office's: decision by rule turned off (for the office or for the state), the fee over the ceiling (cents), the company not in good standing (inactive, or an invoice overdue).
             * @enum {string}
             */
            rule: "width" | "height" | "length" | "weight" | "single_axle" | "tandem_axle" | "bridge_formula" | "no_rules" | "rules_off" | "state_off" | "fee_ceiling" | "company_standing" | "validity";
            state?: components["schemas"]["StateCode"];
            value?: number | null;
        };
        DecisionRow: {
            /** @description Of those, approved by rule. */
            by_rule: number;
            /** @description Requests first decided (approved or rejected). */
            decided: number;
        };
        DecisionStatistics: {
            from: string;
            months: (components["schemas"]["DecisionRow"] & {
                /** @description Average hours from submission to decision by rule; null with none. */
                hours_by_rule: number | null;
                /** @description Average hours from submission to a staff member's decision; null with none. */
                hours_by_staff: number | null;
                /** @description YYYY-MM. */
                month: string;
            })[];
            states: (components["schemas"]["DecisionRow"] & {
                state: components["schemas"]["StateCode"];
            })[];
            to: string;
        };
        /** Format: email */
        Email: string;
        ErrorMessage: {
            message: string;
        };
        FeeCalculation: {
            city: string;
            lines: {
                amount_cents: number;
                label: string;
            }[];
            state: components["schemas"]["StateCode"];
            total_cents: number;
        };
        FeeCalculationInput: {
            city_rate_id: number;
            height_in: number;
            length_in: number;
            weight_lbs: number;
            width_in: number;
        };
        FieldChange: {
            /** @description The field as the record carries it. */
            field: string;
            /** @description The value before, any JSON value (null when it had none, and for a created record). */
            from: unknown;
            /**
             * @description The value after, any JSON value (null for a deleted record). A password is named but its values
             *     are never shown: both are null.
             */
            to: unknown;
        };
        FileLinkRequest: {
            /** @description A file link the API handed out (`files/12`, `invoices/4/pdf`), relative to the API base address, or absolute at whatever address the client reaches the API by (only its path is read; see `createFileLink`). */
            link: string;
        };
        FileRecord: {
            id: number;
            /** @description Absolute, a data URI, or relative to the API base address. */
            link: string;
            /** @description The download name. */
            name: string;
        };
        /**
         * @description The collections whose records have a history: those with a path `/{collection}/{id}` that can
         *     be written, and the single-record settings by their path (`record_id` 1).
         * @enum {string}
         */
        HistoryCollection: "companies" | "applications" | "members" | "accounts" | "contacts" | "invoices" | "card-operations" | "loads" | "vehicles" | "permit-requests" | "annual-permits" | "city-rates" | "state-regulations" | "holiday-closures" | "state-notes" | "blog-posts" | "pages" | "services" | "manual-documents" | "settings/main" | "site-settings/general" | "site-settings/home";
        HolidayClosure: components["schemas"]["Timestamps"] & components["schemas"]["Versioned"] & components["schemas"]["HolidayClosureInput"];
        HolidayClosureInput: {
            /** Format: date */
            date: string;
            name: string;
            note?: string | null;
            state: components["schemas"]["StateCode"];
        };
        HolidayClosureList: {
            data: components["schemas"]["HolidayClosure"][];
            total: number;
        };
        HolidayClosureRecord: {
            data: components["schemas"]["HolidayClosure"];
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
            /** @description See `Versioned`. */
            readonly version?: number;
        };
        ImportBatch: {
            collection: components["schemas"]["ImportCollection"];
            /** @description true: check every row and write nothing. */
            dry_run: boolean;
            /** @description The import this batch continues (a commit's later batches of one file): the first commit's answer names it. Left out or null, a commit starts a new import; a dry run ignores it. */
            import_id?: number | null;
            rows: {
                /** @description The row's line in the file. */
                line: number;
                /** @description The row's fields by name, typed as the section's input has them (the file's columns matched to the fields); a field left out keeps an existing record's value. */
                values: {
                    [key: string]: unknown;
                };
            }[];
        };
        /**
         * @description The sections a spreadsheet is imported into: staff's reference data, the client companies and their members, and a company's vehicles (a member imports only those, always into their own company).
         * @enum {string}
         */
        ImportCollection: "state-regulations" | "holiday-closures" | "city-rates" | "companies" | "members" | "vehicles";
        ImportReport: {
            changed: number;
            created: number;
            dry_run: boolean;
            failed: number;
            /** @description The import a commit's writes belong to, undone as one; null for a dry run, and for a commit that wrote nothing. */
            import_id: number | null;
            rows: components["schemas"]["ImportRowOutcome"][];
            unchanged: number;
        };
        ImportReportRecord: {
            data: components["schemas"]["ImportReport"];
        };
        ImportRowOutcome: {
            /** @description What a changed row changes (a created one, every field it sets). */
            changes: components["schemas"]["FieldChange"][];
            /** @description A failed row's messages by field, as a save of the record would answer them. */
            errors: {
                [key: string]: string[];
            };
            /** @description The record it matched or became; null for a new row in a dry run and for a failed one. */
            id: number | null;
            line: number;
            /** @enum {string} */
            outcome: "created" | "changed" | "unchanged" | "failed";
        };
        ImportUndone: {
            /** @description Records changed or deleted since the import, left as they are now. */
            kept: {
                id: number;
                message: string;
            }[];
            /** @description Records the import created, now in the trash. */
            removed: number;
            /** @description Records the import changed, saved back as they were. */
            restored: number;
        };
        ImportUndoneRecord: {
            data: components["schemas"]["ImportUndone"];
        };
        Invoice: components["schemas"]["Timestamps"] & components["schemas"]["Versioned"] & components["schemas"]["InvoiceInput"] & {
            readonly company_name: string;
            /** @description INV-2026-000123 */
            readonly number: string;
            /** Format: date-time */
            readonly paid_at?: string | null;
            /** @description A file link to the invoice PDF. */
            readonly pdf: string;
            readonly total_cents: number;
        };
        InvoiceInput: {
            amount_cents: number;
            company_id: number;
            description: string;
            /** Format: date */
            due_at: string;
            /** Format: date */
            issued_at: string;
            permit_request_id?: number | null;
            status?: components["schemas"]["InvoiceStatus"];
            tax_cents?: number;
        };
        InvoiceList: {
            data: components["schemas"]["Invoice"][];
            /** @description Totals over every invoice matching the filters, not just this page. */
            summary: {
                paid_cents: number;
                total_cents: number;
                unpaid_cents: number;
            };
            total: number;
        };
        InvoiceRecord: {
            data: components["schemas"]["Invoice"];
        };
        /** @enum {string} */
        InvoiceStatus: "unpaid" | "paid" | "void";
        /** @description The shape of every list answer; each collection narrows `data`'s items. */
        ListResponse: {
            data: unknown[];
            /** @description How many records match the filters, over all pages. */
            total: number;
        };
        /**
         * @description What a change names: a collection whose records have a history; the audit log (`logs`), whose
         *     entries are written once (a `created` change, version 1) and read by staff; a permit request's
         *     conversation (`messages`: a message written, `record_id` the request's, version 1; told to whoever
         *     may read that message, so an internal note to staff only); a person's own notifications (`notifications`, told to that
         *     person alone: `created`, then `updated` when read).
         */
        LiveCollection: components["schemas"]["HistoryCollection"] | ("logs" | "messages" | "notifications");
        /** @description One message of `GET /events`; its `type` is the message's `event`. */
        LiveEvent: components["schemas"]["ReadyEvent"] | components["schemas"]["ChangeEvent"] | components["schemas"]["PresenceEvent"] | components["schemas"]["ResetEvent"];
        /**
         * @description A change's id, `<the API's run>-<n>`, sent back as `Last-Event-ID` to resume: the n-th change
         *     this person has heard of in this run. Each person counts their own, so that an id tells nothing
         *     of what others did meanwhile; it is theirs alone to resume from.
         */
        LiveEventId: string;
        Load: components["schemas"]["Timestamps"] & components["schemas"]["Versioned"] & components["schemas"]["LoadInput"] & {
            readonly company_name: string;
        };
        LoadInput: {
            axles: number;
            commodity: string;
            /** @description Staff choose it; a member's loads are always their company's. */
            company_id?: number;
            description: string;
            destination_city: string;
            destination_state: components["schemas"]["StateCode"];
            /** @description Overall height, inches. */
            height_in: number;
            /** @description Overall length, inches. */
            length_in: number;
            /** @description The load is moving now. */
            on_road?: boolean;
            origin_city: string;
            origin_state: components["schemas"]["StateCode"];
            /** @description The company's vehicle configuration the load rides on. When named, the load's weight is the sum of its axles, its axle count is theirs, and it is at least as long as the vehicle; its decision weighs each group of axles (the bridge formula, each state's axle limits). */
            vehicle_id?: number | null;
            /** @description Gross weight, pounds. */
            weight_lbs: number;
            /** @description Overall width, inches. */
            width_in: number;
        };
        LoadList: {
            data: components["schemas"]["Load"][];
            total: number;
        };
        LoadRecord: {
            data: components["schemas"]["Load"];
        };
        LoginResponse: components["schemas"]["TokenPair"] & {
            /** @description Whether to show the feedback popup. */
            show_popup: boolean;
        };
        ManualDocument: components["schemas"]["Timestamps"] & components["schemas"]["Versioned"] & components["schemas"]["ManualDocumentInput"];
        ManualDocumentInput: {
            description?: string | null;
            /** @description From POST /files. */
            file_link: string;
            file_name: string;
            position: number;
            title: string;
        };
        ManualDocumentList: {
            data: components["schemas"]["ManualDocument"][];
            total: number;
        };
        ManualDocumentRecord: {
            data: components["schemas"]["ManualDocument"];
        };
        Member: components["schemas"]["Timestamps"] & components["schemas"]["Versioned"] & components["schemas"]["MemberInput"] & {
            readonly company_name: string;
            /** Format: date-time */
            readonly last_sign_in_at?: string | null;
        };
        MemberInput: {
            active?: boolean;
            company_id: number;
            email: components["schemas"]["Email"];
            member_role: components["schemas"]["MemberRole"];
            name: string;
            phone?: components["schemas"]["Phone"];
        };
        MemberList: {
            data: components["schemas"]["Member"][];
            total: number;
        };
        MemberRecord: {
            data: components["schemas"]["Member"];
        };
        /** @enum {string} */
        MemberRole: "owner" | "manager" | "dispatcher" | "driver";
        MonthPoint: {
            month: string;
            permits: number;
            revenue_cents: number;
        };
        /** @description Set a new password with the token from the reset link. */
        NewPasswordRequest: {
            password: string;
            password_confirmation: string;
            token: string;
        };
        Notification: {
            /** @description Who did it; null for the service. */
            actor_name: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date */
            due_date?: string | null;
            id: number;
            invoice_id: number | null;
            kind: components["schemas"]["NotificationKind"];
            /** @description What a `rule_change` says (the permit's `rule_warning`); null for the other kinds. */
            message?: string | null;
            /** @description The request's or the invoice's number. */
            number: string;
            permit_request_id: number | null;
            /** Format: date-time */
            read_at: string | null;
            status: components["schemas"]["PermitStatus"] | null;
        };
        /**
         * @description `status_changed` (a member's request moved), `question` (staff asked the member something),
         *     `answer` (the member answered on a request assigned to the person), `permit_issued`,
         *     `invoice_due` (an invoice was issued to the member's company, with its due date), `rule_change` (a
         *     state's rules or holiday closures changed under one of the company's active permits: `message`
         *     says what changed and what to do).
         * @enum {string}
         */
        NotificationKind: "status_changed" | "question" | "answer" | "permit_issued" | "invoice_due" | "rule_change";
        NotificationList: {
            data: components["schemas"]["Notification"][];
            total: number;
            /** @description How many of all the caller's notifications are unread. */
            unread: number;
        };
        NotificationSettings: {
            /** @description The kinds that also come by e-mail. */
            email: components["schemas"]["NotificationKind"][];
        };
        /** @description When the office works, which the service's clock counts (README, "Against the clock"). Default Monday to Friday, 08:00–17:00, America/Chicago. Omitted from a save, it is kept as it is. */
        OfficeHours: {
            days: number[];
            /** @description After start. */
            end: string;
            start: string;
            /** @enum {string} */
            time_zone: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu";
        };
        OnTimeRow: {
            /** @description Requests first answered in the period. */
            answered: number;
            /** @description Of those, answered within the target. */
            on_time: number;
        };
        OnTimeStatistics: {
            agents: (components["schemas"]["OnTimeRow"] & {
                agent_id: number;
                agent_name: string;
            })[];
            from: string;
            states: (components["schemas"]["OnTimeRow"] & {
                state: components["schemas"]["StateCode"];
            })[];
            target_hours: number;
            to: string;
        };
        OutboxEmail: {
            /** Format: date-time */
            created_at: string;
            id: number;
            notification_id: number;
            /** @description One line: no line break ever reaches a header. */
            subject: string;
            /** @description Plain text, with a link back to the request. */
            text: string;
            /** Format: email */
            to: string;
        };
        OutboxList: {
            data: components["schemas"]["OutboxEmail"][];
            total: number;
        };
        Overview: {
            kpis: {
                /** @description For a member, 1. */
                companies: number;
                /** @description Staff only: due before the office's day ends. */
                due_today?: number;
                loads_on_road: number;
                open_permit_requests: number;
                /** @description Staff only: requests past their due time. */
                overdue?: number;
                /** @description Staff only: open requests assigned to no one. */
                unassigned?: number;
                unpaid_invoices: number;
                unpaid_invoices_cents?: number;
            };
            months: components["schemas"]["MonthPoint"][];
            recent: components["schemas"]["ActivityItem"][];
        };
        Page: components["schemas"]["Timestamps"] & components["schemas"]["Versioned"] & components["schemas"]["PageInput"] & {
            /** Format: date-time */
            readonly updated_at: string;
        };
        PageInput: {
            /** @description Rich text (HTML). */
            body: string;
            published: boolean;
            /** @description Unique among pages. */
            slug: string;
            title: string;
        };
        PageList: {
            data: components["schemas"]["Page"][];
            total: number;
        };
        PageRecord: {
            data: components["schemas"]["Page"];
        };
        PasswordChange: {
            current_password: string;
            password: string;
            password_confirmation: string;
        };
        PermitAssignment: {
            /** @description A staff account; null leaves it unassigned. */
            agent_id: number | null;
            /** @description Required to hand over a request someone holds. */
            reason?: string | null;
        };
        PermitCheck: {
            /** @description The permit that replaced it. */
            current_number: string | null;
            load: {
                axles: number;
                height_in: number;
                length_in: number;
                weight_lbs: number;
                width_in: number;
            };
            number: string;
            /** @description The route, in travel order. */
            states: components["schemas"]["StateCode"][];
            status: components["schemas"]["PermitCheckStatus"];
            /** Format: date */
            valid_from: string;
            /** Format: date */
            valid_to: string;
            /** @description The vehicle's figures, when the load names one. */
            vehicle: {
                axles: components["schemas"]["VehicleAxleInput"][];
                length_in: number;
            } | null;
        };
        PermitCheckRecord: {
            data: components["schemas"]["PermitCheck"];
        };
        /**
         * @description `revoked`: staff reversed or cancelled the permit after it was approved; `superseded`: an amendment replaced it (`current_number`).
         * @enum {string}
         */
        PermitCheckStatus: "valid" | "not_yet_valid" | "expired" | "superseded" | "revoked";
        PermitConditions: {
            /** @description The state's holiday closures within the permit's dates, when the load may not move. */
            closures: {
                /** Format: date */
                date: string;
                name: string;
            }[];
            daylight_only: boolean;
            escorts_front: number;
            escorts_rear: number;
            height_pole: boolean;
            travel_hours: string;
            /** @description The load may move on weekends. */
            weekends: boolean;
        };
        /** @description What the rules say of a request: each state's outcome on the load, its route and its dates, read from the state's rules in force (`StateRegulation`), and the office's own reasons to have staff decide. Worked out by one function (the SDK's `decidePermit`) that the API and the admin both read. On submission a request whose `outcome` is `routine` is approved by rule within the same call (`by_rule` true, its fee invoiced, the member told); anything else waits for staff with its reasons. Nothing a member sends decides it: the API works it out from the load, the route, the dates and the rules. */
        PermitDecision: {
            /** @description The request was approved by rule, without staff. */
            by_rule: boolean;
            /** @description The service's fee plus each state's. */
            fee_cents: number;
            /**
             * @description routine when every state needs no permit or issues it routinely and no reason of the office's stands.
             * @enum {string}
             */
            outcome: "routine" | "needs_review";
            /** @description The office's reasons to have staff decide, apart from the states' own. */
            reasons: components["schemas"]["DecisionReason"][];
            states: components["schemas"]["StateOutcome"][];
        };
        PermitExtension: {
            /**
             * Format: date
             * @description The permit's new last day.
             */
            end_date: string;
        };
        PermitMessage: {
            ask: boolean;
            attachments: components["schemas"]["FileRecord"][];
            author: components["schemas"]["Actor"];
            body: string;
            /** Format: date-time */
            created_at: string;
            id: number;
            internal: boolean;
            permit_request_id: number;
        };
        PermitMessageInput: {
            /**
             * @description Staff only. A question to the member; the request waits on them.
             * @default false
             */
            ask: boolean;
            attachments?: components["schemas"]["FileRecord"][];
            body: string;
            /**
             * @description Staff only (a member's is a 403). An internal note, which members never read.
             * @default false
             */
            internal: boolean;
        };
        PermitMessageList: {
            data: components["schemas"]["PermitMessage"][];
            total: number;
        };
        PermitRequest: components["schemas"]["Timestamps"] & components["schemas"]["Versioned"] & components["schemas"]["PermitRequestInput"] & {
            /**
             * @description The staff member the request is assigned to (`POST /permit-requests/{id}/assign`); a member reads null. Staff who move an unassigned request on take it.
             *
             *     Who holds a request is a staff-only fact, kept apart from what a member reads: taking or handing over a request moves neither its `updated_at` nor the `version` a member reads (their `ETag`, the versions of their history and their live stream count only the changes they may read), and no list of theirs is searched, filtered or sorted by it. Staff read every change in `version`.
             */
            readonly agent_id?: number | null;
            readonly agent_name?: string | null;
            /** @description The approved amendment that replaced this permit; null while none has. */
            readonly amended_by_id?: number | null;
            /** @description The working minutes the first answer took; null until answered. */
            readonly answered_in_minutes?: number | null;
            /**
             * Format: date-time
             * @description When less than a quarter of the target remains (staff only; a member reads null).
             */
            readonly at_risk_at?: string | null;
            clock?: components["schemas"]["ClockFlag"];
            readonly company_id: number;
            readonly company_name: string;
            decision: components["schemas"]["PermitDecision"];
            readonly documents: components["schemas"]["FileRecord"][];
            /**
             * Format: date-time
             * @description When the first answer is due by the service's clock; null while the clock is stopped.
             */
            readonly due_at?: string | null;
            readonly fee_cents: number;
            /** @description PR-000123 */
            readonly number: string;
            /** @description The last change of a state's rules or holiday closures that changed what the rules say of this active permit (checked again by the same rules when the regulation or closure is saved; a save that changes nothing that matters, or an expired permit, is not checked into one): what changed and what to do, as its company was told. null while none has. */
            readonly rule_warning?: {
                /** Format: date-time */
                at: string;
                message: string;
            } | null;
            status: components["schemas"]["PermitStatus"];
            readonly status_history: components["schemas"]["PermitStatusChange"][];
            /** Format: date-time */
            readonly updated_at: string;
        };
        PermitRequestInput: {
            /** @description The approved or issued permit this request amends (its dates, its states or its vehicle; the load stays), one the caller may read that has not expired nor been amended already. It is decided again by the same rules; once it is approved, the permit it amends reads as superseded by it (`amended_by_id`, and at the roadside `current_number`). Fixed at creation. */
            amends_id?: number | null;
            /** @description The request this one was copied from ("Copy": its load, route and vehicle with new dates), one the caller may read; its history says so. Fixed at creation. */
            copied_from_id?: number | null;
            /** Format: date */
            end_date: string;
            load_id: number;
            notes?: string | null;
            /** Format: date */
            start_date: string;
            /** @description The states on the route, in travel order. */
            states: components["schemas"]["StateCode"][];
            /** @description The vehicle this permit covers, one of the company's; null or left out: the load's own. A copy keeps the vehicle the request used; an amendment may name another. */
            vehicle_id?: number | null;
        };
        PermitRequestList: {
            data: components["schemas"]["PermitRequest"][];
            total: number;
        };
        PermitRequestRecord: {
            data: components["schemas"]["PermitRequest"];
        };
        /**
         * @description `waiting_on_member`: staff asked the member something; the member's answer moves it back to `in_review`. The service's clock runs in `submitted` and `in_review` only (README, "Against the clock").
         * @enum {string}
         */
        PermitStatus: "submitted" | "in_review" | "waiting_on_member" | "approved" | "rejected" | "issued" | "cancelled";
        PermitStatusChange: {
            /** Format: date-time */
            at: string;
            by_name: string;
            note?: string | null;
            status: components["schemas"]["PermitStatus"];
        };
        PermitTransition: {
            /** @description Required when rejecting, and when staff reverse an approval (by rule or their own): back to review or cancelled. The company reads it in the request's history. A reversal voids the request's unpaid invoice; it is invoiced again when issued. */
            note?: string | null;
            status: components["schemas"]["PermitStatus"];
        };
        Phone: string | null;
        /** @enum {string} */
        PostStatus: "draft" | "published";
        /** @description Who has the record open now; an empty list when nobody has. */
        PresenceEvent: {
            collection: components["schemas"]["HistoryCollection"];
            people: components["schemas"]["PresentPerson"][];
            record_id: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "presence";
        };
        PresenceInput: {
            /** @description The client's own id (a tab's), the same at each heartbeat. */
            client_id: string;
            /** @description The record's collection, or null for none. */
            collection: components["schemas"]["HistoryCollection"] | null;
            editing: boolean;
            record_id: number | null;
        };
        /** @description A person with the record open; `editing` when any of their clients is editing it. */
        PresentPerson: {
            editing: boolean;
            id: number;
            name: string;
        };
        ProfileInput: {
            /** @description A file link. */
            avatar?: string | null;
            email: components["schemas"]["Email"];
            name: string;
        };
        ReadyEvent: {
            last_event_id: components["schemas"]["LiveEventId"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ready";
        };
        /** @description The shape of every one-record answer; each collection narrows `data`. */
        RecordResponse: {
            data: Record<string, never>;
        };
        RefreshRequest: {
            /** @description The refresh token. */
            token: string;
        };
        Rejection: {
            reason: string;
        };
        /** @description What changed since `Last-Event-ID` is not known any more, so read afresh. */
        ResetEvent: {
            /** @enum {string} */
            reason: "too-old" | "restarted";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "reset";
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
        RevertedRecord: {
            /** @description The record as `GET` on its own path answers it (a `Company`, a `Load`, the `ServiceSettings` …), with its new version. */
            data: {
                version: number;
            };
        };
        RevertInput: {
            /** @description The fields to put back; none, or no body, puts back every field the record's form saves. */
            fields?: string[];
        };
        Revision: {
            action: components["schemas"]["RevisionAction"];
            /** @description Who made the change; null for the service itself (the seed data, a password reset by e-mail link). */
            actor: components["schemas"]["Actor"] | null;
            /** Format: date-time */
            at: string;
            /**
             * @description Field by field, what changed. `created` lists the fields it was created with; `deleted` and
             *     `restored` list none (the record is as the revision before says).
             */
            changes: components["schemas"]["FieldChange"][];
            collection: components["schemas"]["HistoryCollection"];
            id: number;
            /** @description A transition's reason (a rejection's, a permit request's note), or why a linked record went or came back with another. */
            reason: string | null;
            record_id: number;
            /**
             * @description On a permit request's transitions: the regulations of the states on its route as they stood
             *     at that moment (a state without regulations is absent), so that the rules applied can be
             *     compared with today's (`GET /state-regulations`).
             */
            regulations?: components["schemas"]["StateRegulation"][];
            /** @description On a `reverted` revision, the revision whose values were put back. */
            reverted_from?: number;
            /** @description The record's version after this revision. */
            version: number;
        };
        /**
         * @description `created`; `updated` (a `PUT`, or a change that follows from another record's, such as a
         *     company's new name on its loads); `transitioned` (a state transition: approve, reject, reply,
         *     pay, a permit request's status); `deleted` (moved to the trash); `restored` (back from it);
         *     `reverted` (a put-back, `POST /revisions/{id}/revert`); `assigned` (a permit request given to a
         *     staff member, handed over or left unassigned).
         * @enum {string}
         */
        RevisionAction: "created" | "updated" | "transitioned" | "deleted" | "restored" | "reverted" | "assigned";
        RevisionList: {
            data: components["schemas"]["Revision"][];
            total: number;
        };
        /**
         * @description Staff are `admin` and `agent`; a `member` belongs to one company.
         * @enum {string}
         */
        Role: "admin" | "agent" | "member";
        /** @description Decision by rule (README, "Decided by rule"): which states' routine requests the API approves without staff, and a fee above which staff decide whatever the rules say. Omitted from a save, it is kept as it is. */
        RuleDecisions: {
            /** @description Off: every request waits for staff. */
            enabled: boolean;
            /** @description A request whose fee is above it waits for staff; null for no ceiling. */
            fee_ceiling_cents: number | null;
            /** @description States whose requests always wait for staff. */
            states_off: components["schemas"]["StateCode"][];
        };
        SearchHit: {
            /** @description A permit request's standing by the service's clock, as its own read says it. */
            clock?: components["schemas"]["ClockFlag"];
            id: number;
            /** @description What tells it apart (the company, a status, the USDOT). */
            subtitle: string;
            /** @description What the record is called (a name, a number). */
            title: string;
        };
        SearchResults: {
            companies: components["schemas"]["SearchHit"][];
            invoices: components["schemas"]["SearchHit"][];
            loads: components["schemas"]["SearchHit"][];
            members: components["schemas"]["SearchHit"][];
            permit_requests: components["schemas"]["SearchHit"][];
        };
        Service: components["schemas"]["Timestamps"] & components["schemas"]["Versioned"] & components["schemas"]["ServiceInput"];
        ServiceInput: {
            active: boolean;
            description: string;
            name: string;
            /** @description Order on the website. */
            position: number;
            price_cents: number;
        };
        ServiceList: {
            data: components["schemas"]["Service"][];
            total: number;
        };
        ServiceRecord: {
            data: components["schemas"]["Service"];
        };
        ServiceSettings: {
            card_fee_percent: number;
            /**
             * @description The service's target: working hours from a permit request's submission to its first answer. Omitted from a save, it is kept as it is.
             * @default 8
             */
            first_answer_hours: number;
            invoice_due_days: number;
            notification_emails: components["schemas"]["Email"][];
            office_hours?: components["schemas"]["OfficeHours"];
            permit_base_fee_cents: number;
            rule_decisions?: components["schemas"]["RuleDecisions"];
            support_phone?: components["schemas"]["Phone"];
            /**
             * @description How many days a deleted record stays in the trash before it is purged for good. Omitted from a save, it is kept as it is.
             * @default 30
             */
            trash_days: number;
            /** @description See `Versioned`. */
            readonly version?: number;
        };
        ServiceSettingsRecord: {
            data: components["schemas"]["ServiceSettings"];
        };
        ServiceStatistics: {
            /** @description The first month, YYYY-MM. */
            from: string;
            months: components["schemas"]["MonthPoint"][];
            states: components["schemas"]["StatePoint"][];
            /** @description The last month, YYYY-MM. */
            to: string;
        };
        SignedFileLink: {
            /** @description The type decided from the file's bytes, one of the media types `GET /files/{id}` declares (`application/pdf`, `image/png`, `image/svg+xml`, `application/octet-stream` …). */
            content_type: string;
            /** Format: date-time */
            expires_at: string;
            /** @description The download name. */
            name: string;
            /** @description Absolute, at the API's address as the request reached it (see `createFileLink`); reads the one file without a bearer token until `expires_at`. */
            url: string;
        };
        SiteGeneral: {
            address?: string | null;
            email: components["schemas"]["Email"];
            /** Format: uri */
            facebook_url?: string | null;
            footer_text?: string | null;
            /** Format: uri */
            linkedin_url?: string | null;
            phone?: components["schemas"]["Phone"];
            site_name: string;
            /** @description See `Versioned`. */
            readonly version?: number;
        };
        SiteGeneralRecord: {
            data: components["schemas"]["SiteGeneral"];
        };
        SiteHome: {
            call_to_action?: string | null;
            /** @description A file link. */
            hero_image?: string | null;
            hero_subtitle: string;
            hero_title: string;
            highlights?: string[];
            /** @description See `Versioned`. */
            readonly version?: number;
        };
        SiteHomeRecord: {
            data: components["schemas"]["SiteHome"];
        };
        /** @enum {string} */
        StaffRole: "admin" | "agent";
        /**
         * @description A US state's two-letter code.
         * @enum {string}
         */
        StateCode: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
        StateNote: components["schemas"]["Timestamps"] & components["schemas"]["Versioned"] & components["schemas"]["StateNoteInput"] & {
            readonly author_id: number;
            readonly author_name: string;
            /** Format: date-time */
            readonly updated_at: string;
        };
        StateNoteInput: {
            body: string;
            state: components["schemas"]["StateCode"];
        };
        StateNoteList: {
            data: components["schemas"]["StateNote"][];
            total: number;
        };
        StateNoteRecord: {
            data: components["schemas"]["StateNote"];
        };
        StateOutcome: {
            conditions: components["schemas"]["PermitConditions"];
            fee_cents: number;
            /** @enum {string} */
            outcome: "no_permit" | "routine" | "needs_review";
            /** @description Why staff review it (needs_review); each limit exceeded and by how much. */
            reasons: components["schemas"]["DecisionReason"][];
            /** @description The version of the state's rules it read; null when it has none. */
            rule_version: number | null;
            state: components["schemas"]["StateCode"];
        };
        StatePoint: {
            permits: number;
            revenue_cents: number;
            state: components["schemas"]["StateCode"];
        };
        StateRegulation: components["schemas"]["Timestamps"] & components["schemas"]["Versioned"] & components["schemas"]["StateRegulationInput"] & {
            daylight_width_in: number;
            escort_height_in: number;
            escort_length_in: number;
            escort_two_width_in: number;
            fee_base_cents: number;
            fee_per_foot_cents: number;
            fee_per_kip_cents: number;
            max_single_axle_lbs: number;
            max_tandem_axle_lbs: number;
            max_validity_days: number | null;
            routine_height_in: number;
            routine_length_in: number;
            routine_single_axle_lbs: number;
            routine_tandem_axle_lbs: number;
            routine_weight_lbs: number;
            routine_width_in: number;
            readonly state_name: string;
            /** Format: date-time */
            readonly updated_at: string;
        };
        /**
         * @description A state's rules for oversize and overweight loads, kept as data and versioned (`version`; the history shows the rules in force on a day): what is legal without a permit (`max_*`), the envelope a routine permit covers (`routine_*`: beyond any of it the load is a superload that staff review), when escorts are needed, when a permitted load may travel, and the state's fee. Every permit decision names the version it read (`StateOutcome.rule_version`). A dimension is over a threshold when strictly above it.
         *
         *     The figures added for decisions by rule (axles, `routine_*`, the escorts beyond `escort_width_in`, `daylight_width_in`, `fee_*`) may be left out of a save: an update keeps them as they are; a new state's take the federal axle limits (20,000 lb, 34,000 lb), a routine envelope equal to the legal limits (so that staff review every permit load until the envelope is set), escorts and daylight at `escort_width_in`, and no fee.
         */
        StateRegulationInput: {
            /** @description Wider than this moves in daylight only. */
            daylight_width_in?: number;
            /** @description Taller than this needs a front escort with a height pole. */
            escort_height_in?: number;
            /** @description Longer than this needs an escort behind. */
            escort_length_in?: number;
            /** @description Wider than this needs one in front and one behind. */
            escort_two_width_in?: number;
            /** @description Wider than this needs an escort vehicle. */
            escort_width_in: number;
            /** @description The state's permit fee. */
            fee_base_cents?: number;
            /** @description For each foot, or part, over the legal width, height and length. */
            fee_per_foot_cents?: number;
            /** @description For each 1,000 lb, or part, over the legal gross weight. */
            fee_per_kip_cents?: number;
            max_height_in: number;
            /** @description Legal length without a permit, inches. */
            max_length_in: number;
            /** @description Legal on one axle. */
            max_single_axle_lbs?: number;
            /** @description Legal on a tandem. */
            max_tandem_axle_lbs?: number;
            /** @description The most days a single-trip permit may run, its first and last included, extensions too; longer is staff's to decide. null: the state sets no limit here. A save may leave it out (an update keeps it; a new state's is null). */
            max_validity_days?: number | null;
            /** @description Legal gross weight, pounds. */
            max_weight_lbs: number;
            max_width_in: number;
            /** @description A permitted load may move at night at all. */
            night_travel: boolean;
            notes?: string | null;
            routine_height_in?: number;
            routine_length_in?: number;
            routine_single_axle_lbs?: number;
            routine_tandem_axle_lbs?: number;
            routine_weight_lbs?: number;
            /** @description A routine permit covers up to. */
            routine_width_in?: number;
            /** @description Where the figures come from. */
            source?: string | null;
            state: components["schemas"]["StateCode"];
            travel_hours: string;
            /** @description A permitted load may move on Saturdays and Sundays. */
            weekend_travel: boolean;
        };
        StateRegulationList: {
            data: components["schemas"]["StateRegulation"][];
            total: number;
        };
        StateRegulationRecord: {
            data: components["schemas"]["StateRegulation"];
        };
        Timestamps: {
            /** Format: date-time */
            readonly created_at: string;
            readonly id: number;
        };
        TokenPair: {
            access_token: string;
            refresh_token: string;
        };
        /**
         * @description The collections whose records can be deleted, and so be in the trash.
         * @enum {string}
         */
        TrashCollection: "companies" | "applications" | "members" | "accounts" | "contacts" | "invoices" | "loads" | "vehicles" | "permit-requests" | "annual-permits" | "city-rates" | "state-regulations" | "holiday-closures" | "state-notes" | "blog-posts" | "pages" | "services" | "manual-documents";
        TrashEntry: {
            collection: components["schemas"]["TrashCollection"];
            /** Format: date-time */
            deleted_at: string;
            /** @description Who deleted it; null for the service itself. */
            deleted_by: components["schemas"]["Actor"] | null;
            /** @description How many linked records went with it (a company's members, loads, invoices …), and come back with it. */
            dependents: number;
            id: number;
            /** @description The record's name as its list shows it. */
            label: string;
            /**
             * Format: date-time
             * @description When it is purged for good, `trash_days` after its deletion.
             */
            purge_at: string;
            /** @description The id the record had, and has again once restored. */
            record_id: number;
        };
        TrashEntryRecord: {
            data: components["schemas"]["TrashEntry"];
        };
        TrashList: {
            data: components["schemas"]["TrashEntry"][];
            total: number;
        };
        ValidationError: {
            errors: {
                [key: string]: string[];
            };
            message: string;
        };
        Vehicle: components["schemas"]["Timestamps"] & components["schemas"]["Versioned"] & components["schemas"]["VehicleInput"] & {
            readonly company_name: string;
            /** @description The sum of the axle weights, pounds. */
            readonly gross_weight_lbs: number;
            trailers: string[];
            /** @description Inches from the first axle's centre to the last's. */
            readonly wheelbase_in: number;
        };
        /** @description One axle of a vehicle configuration, from the front. */
        VehicleAxleInput: {
            /** @description Inches from this axle's centre to the next one's; null on the last axle. */
            spacing_in: number | null;
            /** @description The weight this axle carries, pounds. */
            weight_lbs: number;
        };
        /** @description A company's vehicle configuration, kept once and named by its loads: a power unit and its trailers, and each axle with its weight and its spacing to the next. The API refuses a layout that describes no vehicle (a spacing missing, on the last axle, or axles further apart than the configuration is long), naming the first axle to fix. */
        VehicleInput: {
            axles: components["schemas"]["VehicleAxleInput"][];
            /** @description Staff choose it; a member's vehicles are always their company's. */
            company_id?: number;
            /** @description Overall length, inches. */
            length_in: number;
            /** @description What the company calls it. */
            name: string;
            /** @description The tractor: make, model, unit number. */
            power_unit: string;
            /** @description The trailers, dollies and jeeps behind it, in order; none for a power unit alone. */
            trailers?: string[];
        };
        VehicleList: {
            data: components["schemas"]["Vehicle"][];
            total: number;
        };
        VehicleRecord: {
            data: components["schemas"]["Vehicle"];
        };
        VersionConflict: {
            /** @description The record as it is now (the same shape as `GET` on the path answers). */
            data: {
                version: number;
            };
            message: string;
        };
        Versioned: {
            /** @description Grows by one with each change of the record; sent back in `If-Match` (as `"<version>"`) by a write. */
            readonly version: number;
        };
        Workload: {
            agents: {
                agent_id: number;
                agent_name: string;
                at_risk: number;
                late: number;
                /** @description Assigned requests whose clock runs or is paused. */
                open: number;
            }[];
            /** @description Requests whose clock runs, assigned to no one. */
            unassigned: number;
        };
    };
    responses: {
        /** @description The record is not in a state that allows this (already approved, already paid, a status that cannot follow). */
        Conflict: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description The user's role may not call this operation. */
        Forbidden: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description No record with that id. */
        NotFound: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /**
         * @description `If-Match` names a version that is no longer the latest: someone changed the record since. Nothing
         *     was changed; `data` is the record as it is now (its `ETag` in the header).
         */
        PreconditionFailed: {
            headers: {
                ETag: components["headers"]["ETag"];
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["VersionConflict"];
            };
        };
        /** @description The write did not say which version it started from (no `If-Match`). Nothing was changed. */
        PreconditionRequired: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description Missing, expired or wrong credentials or token. */
        Unauthorized: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorMessage"];
            };
        };
        /** @description The body or the query does not satisfy the contract; `errors` names the fields. */
        ValidationFailed: {
            headers: {
                "Request-Id": components["headers"]["RequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationError"];
            };
        };
    };
    parameters: {
        /** @description Staff filter by company; a member is always limited to their own company. */
        CompanyIdFilter: number;
        /**
         * @description Created strictly after this moment: what is new since a person last looked (the menu's
         *     counts). Compared with the records' `created_at`.
         */
        CreatedAfter: string;
        /** @description On or after this date. */
        From: string;
        /** @description First month of the period (default twelve months ago). */
        FromMonth: string;
        Id: number;
        /**
         * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
         *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
         */
        IdempotencyKey: string;
        /**
         * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
         *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
         */
        IfMatch: string;
        /** @description A signed link's expiry, in seconds since the epoch. */
        LinkExpires: number;
        /** @description A signed link's signature (base64url). */
        LinkSignature: string;
        Order: "asc" | "desc";
        /** @description 1-based page number. */
        Page: number;
        PerPage: number;
        /** @description Full-text search over the collection's text fields, case-insensitive. */
        Q: string;
        /** @description A field of the record; an unknown field is refused with 422. */
        Sort: string;
        StateFilter: components["schemas"]["StateCode"];
        /** @description On or before this date. */
        To: string;
        /** @description Last month of the period (default the current month). */
        ToMonth: string;
    };
    requestBodies: never;
    headers: {
        /** @description The record's version as a strong entity tag, `"<version>"`; send it back in `If-Match`. */
        ETag: string;
        /** @description `inline` for the allowed images and PDF, `attachment` for anything else; with the file name. */
        FileDisposition: string;
        /** @description `sandbox` (and no other source): the file is never a document that runs script or reads our cookies. */
        FileSandbox: string;
        /** @description `nosniff`: the browser keeps to the declared type. */
        NoSniff: "nosniff";
        /**
         * @description The API's name for this request (every answer carries it): quote it when reporting a problem,
         *     so the request can be found in the server's logs.
         */
        RequestId: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    requestAccountDeletion: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountDeletionInput"];
            };
        };
        responses: {
            /** @description The request is recorded; the account will be deleted. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AccountDeletionRequest"];
                    };
                };
            };
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listAccounts: {
        parameters: {
            query?: {
                active?: boolean;
                order?: components["parameters"]["Order"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description Full-text search over the collection's text fields, case-insensitive. */
                q?: components["parameters"]["Q"];
                role?: components["schemas"]["StaffRole"];
                /** @description A field of the record; an unknown field is refused with 422. */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of staff accounts, and how many match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountInput"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: moved to the trash (`GET /trash`), from where staff may restore it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    listAnnualPermits: {
        parameters: {
            query?: {
                /** @description Staff filter by company; a member is always limited to their own company. */
                company_id?: components["parameters"]["CompanyIdFilter"];
                expiring?: boolean;
                order?: components["parameters"]["Order"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description Full-text search over the collection's text fields, case-insensitive. */
                q?: components["parameters"]["Q"];
                /** @description A field of the record; an unknown field is refused with 422. */
                sort?: components["parameters"]["Sort"];
                state?: components["parameters"]["StateFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of annual permits, and how many match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnualPermitList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createAnnualPermit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnnualPermitInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnualPermitRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getAnnualPermit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnualPermitRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateAnnualPermit: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnnualPermitInput"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnnualPermitRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    deleteAnnualPermit: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: moved to the trash (`GET /trash`), from where staff may restore it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    listApplications: {
        parameters: {
            query?: {
                /**
                 * @description Created strictly after this moment: what is new since a person last looked (the menu's
                 *     counts). Compared with the records' `created_at`.
                 */
                created_after?: components["parameters"]["CreatedAfter"];
                order?: components["parameters"]["Order"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description Full-text search over the collection's text fields, case-insensitive. */
                q?: components["parameters"]["Q"];
                /** @description A field of the record; an unknown field is refused with 422. */
                sort?: components["parameters"]["Sort"];
                status?: components["schemas"]["ApplicationStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of membership applications, and how many match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createApplication: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteApplication: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: moved to the trash (`GET /trash`), from where staff may restore it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    approveApplication: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The approved application, with the new company's id. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    rejectApplication: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Rejection"];
            };
        };
        responses: {
            /** @description The rejected application. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    listAssignees: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every active staff member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listBlogPosts: {
        parameters: {
            query?: {
                order?: components["parameters"]["Order"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description Full-text search over the collection's text fields, case-insensitive. */
                q?: components["parameters"]["Q"];
                /** @description A field of the record; an unknown field is refused with 422. */
                sort?: components["parameters"]["Sort"];
                status?: components["schemas"]["PostStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of blog posts, and how many match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPostList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createBlogPost: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlogPostInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPostRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPostRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateBlogPost: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlogPostInput"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPostRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    deleteBlogPost: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: moved to the trash (`GET /trash`), from where staff may restore it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    listCardOperations: {
        parameters: {
            query?: {
                /** @description Staff filter by company; a member is always limited to their own company. */
                company_id?: components["parameters"]["CompanyIdFilter"];
                /** @description On or after this date. */
                from?: components["parameters"]["From"];
                order?: components["parameters"]["Order"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description Full-text search over the collection's text fields, case-insensitive. */
                q?: components["parameters"]["Q"];
                /** @description A field of the record; an unknown field is refused with 422. */
                sort?: components["parameters"]["Sort"];
                status?: components["schemas"]["CardOperationStatus"];
                /** @description On or before this date. */
                to?: components["parameters"]["To"];
                type?: components["schemas"]["CardOperationType"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of card charges and refunds, and how many match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardOperationList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createCardOperation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardOperationInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardOperationRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getCardOperation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardOperationRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listCityRates: {
        parameters: {
            query?: {
                order?: components["parameters"]["Order"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description Full-text search over the collection's text fields, case-insensitive. */
                q?: components["parameters"]["Q"];
                /** @description A field of the record; an unknown field is refused with 422. */
                sort?: components["parameters"]["Sort"];
                state?: components["parameters"]["StateFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of city permit rates, and how many match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CityRateList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createCityRate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CityRateInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CityRateRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getCityRate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CityRateRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateCityRate: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CityRateInput"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CityRateRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    deleteCityRate: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: moved to the trash (`GET /trash`), from where staff may restore it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    listCompanies: {
        parameters: {
            query?: {
                order?: components["parameters"]["Order"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description Full-text search over the collection's text fields, case-insensitive. */
                q?: components["parameters"]["Q"];
                /** @description A field of the record; an unknown field is refused with 422. */
                sort?: components["parameters"]["Sort"];
                state?: components["parameters"]["StateFilter"];
                status?: components["schemas"]["CompanyStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of companies, and how many match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createCompany: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateCompany: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyInput"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    deleteCompany: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: moved to the trash (`GET /trash`), from where staff may restore it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    listContacts: {
        parameters: {
            query?: {
                /**
                 * @description Created strictly after this moment: what is new since a person last looked (the menu's
                 *     counts). Compared with the records' `created_at`.
                 */
                created_after?: components["parameters"]["CreatedAfter"];
                order?: components["parameters"]["Order"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description Full-text search over the collection's text fields, case-insensitive. */
                q?: components["parameters"]["Q"];
                /** @description A field of the record; an unknown field is refused with 422. */
                sort?: components["parameters"]["Sort"];
                status?: components["schemas"]["ContactStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of messages sent through contact-us, and how many match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessageList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createContactMessage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactMessageInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessageRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessageRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteContactMessage: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: moved to the trash (`GET /trash`), from where staff may restore it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    replyToContact: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactReply"];
            };
        };
        responses: {
            /** @description The answered message. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactMessageRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    streamEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `id` of the last `change` the client received (Server-Sent Events send it back). */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream, open until the token ends or the client leaves. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["LiveEvent"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
            /**
             * @description The person has as many streams open as the API keeps for one person (10): a browser needs
             *     one, whatever its tabs (the SDK shares it), so this is a client that leaks them, or
             *     someone trying to wear the server down. No stream is opened; one may be once another
             *     closes (`Retry-After`, in seconds).
             */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    createFileLink: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FileLinkRequest"];
            };
        };
        responses: {
            /** @description The signed link. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SignedFileLink"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    uploadFile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
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
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    downloadFile: {
        parameters: {
            query?: {
                /** @description A signed link's expiry, in seconds since the epoch. */
                expires?: components["parameters"]["LinkExpires"];
                /** @description A signed link's signature (base64url). */
                signature?: components["parameters"]["LinkSignature"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with the type decided from its bytes (the same as `SignedFileLink.content_type`). */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["FileDisposition"];
                    "Content-Security-Policy": components["headers"]["FileSandbox"];
                    "X-Content-Type-Options": components["headers"]["NoSniff"];
                    [name: string]: unknown;
                };
                content: {
                    "application/msword": string;
                    "application/octet-stream": string;
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "image/gif": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/svg+xml": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listHolidayClosures: {
        parameters: {
            query?: {
                /** @description On or after this date. */
                from?: components["parameters"]["From"];
                order?: components["parameters"]["Order"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description Full-text search over the collection's text fields, case-insensitive. */
                q?: components["parameters"]["Q"];
                /** @description A field of the record; an unknown field is refused with 422. */
                sort?: components["parameters"]["Sort"];
                state?: components["parameters"]["StateFilter"];
                /** @description On or before this date. */
                to?: components["parameters"]["To"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of holiday closures, and how many match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HolidayClosureList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createHolidayClosure: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HolidayClosureInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HolidayClosureRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getHolidayClosure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HolidayClosureRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateHolidayClosure: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HolidayClosureInput"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HolidayClosureRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    deleteHolidayClosure: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: moved to the trash (`GET /trash`), from where staff may restore it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    importRows: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportBatch"];
            };
        };
        responses: {
            /** @description What each row is, or became. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportReportRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    undoImport: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the undo did. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportUndoneRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                /** @description Staff filter by company; a member is always limited to their own company. */
                company_id?: components["parameters"]["CompanyIdFilter"];
                /** @description On or after this date. */
                from?: components["parameters"]["From"];
                order?: components["parameters"]["Order"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description Full-text search over the collection's text fields, case-insensitive. */
                q?: components["parameters"]["Q"];
                /** @description A field of the record; an unknown field is refused with 422. */
                sort?: components["parameters"]["Sort"];
                status?: components["schemas"]["InvoiceStatus"];
                /** @description On or before this date. */
                to?: components["parameters"]["To"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of invoices, and how many match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createInvoice: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateInvoice: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceInput"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    deleteInvoice: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: moved to the trash (`GET /trash`), from where staff may restore it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    markInvoicePaid: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The paid invoice. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    getInvoicePdf: {
        parameters: {
            query?: {
                /** @description A signed link's expiry, in seconds since the epoch. */
                expires?: components["parameters"]["LinkExpires"];
                /** @description A signed link's signature (base64url). */
                signature?: components["parameters"]["LinkSignature"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["FileDisposition"];
                    "Content-Security-Policy": components["headers"]["FileSandbox"];
                    "X-Content-Type-Options": components["headers"]["NoSniff"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listLoads: {
        parameters: {
            query?: {
                /** @description Staff filter by company; a member is always limited to their own company. */
                company_id?: components["parameters"]["CompanyIdFilter"];
                /** @description Only loads moving now (true) or parked. */
                on_road?: boolean;
                order?: components["parameters"]["Order"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description Full-text search over the collection's text fields, case-insensitive. */
                q?: components["parameters"]["Q"];
                /** @description A field of the record; an unknown field is refused with 422. */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of loads, and how many match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoadList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createLoad: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoadInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoadRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getLoad: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoadRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateLoad: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoadInput"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoadRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    deleteLoad: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: moved to the trash (`GET /trash`), from where staff may restore it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            428: components["responses"]["PreconditionRequired"];
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
    logout: {
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
            /** @description The session is over, if there was one. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            422: components["responses"]["ValidationFailed"];
        };
    };
    listLogs: {
        parameters: {
            query?: {
                action?: components["schemas"]["AuditAction"];
                actor_id?: number;
                /** @description On or after this date. */
                from?: components["parameters"]["From"];
                order?: components["parameters"]["Order"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description Full-text search over the collection's text fields, case-insensitive. */
                q?: components["parameters"]["Q"];
                resource?: string;
                /** @description A field of the record; an unknown field is refused with 422. */
                sort?: components["parameters"]["Sort"];
                /** @description On or before this date. */
                to?: components["parameters"]["To"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of audit log entries, newest first by default, and how many match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntryList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getAuditEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntryRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listManualDocuments: {
        parameters: {
            query?: {
                order?: components["parameters"]["Order"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description Full-text search over the collection's text fields, case-insensitive. */
                q?: components["parameters"]["Q"];
                /** @description A field of the record; an unknown field is refused with 422. */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of customer manual documents, and how many match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManualDocumentList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createManualDocument: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManualDocumentInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManualDocumentRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getManualDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManualDocumentRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateManualDocument: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ManualDocumentInput"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManualDocumentRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    deleteManualDocument: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: moved to the trash (`GET /trash`), from where staff may restore it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            428: components["responses"]["PreconditionRequired"];
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
                    ETag: components["headers"]["ETag"];
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
    updateIdentity: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileInput"];
            };
        };
        responses: {
            /** @description The updated identity. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Identity"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    getNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's choice. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationSettings"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateNotificationSettings: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationSettings"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NotificationSettings"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    changeOwnPassword: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChange"];
            };
        };
        responses: {
            /** @description Changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listMembers: {
        parameters: {
            query?: {
                active?: boolean;
                /** @description Staff filter by company; a member is always limited to their own company. */
                company_id?: components["parameters"]["CompanyIdFilter"];
                member_role?: components["schemas"]["MemberRole"];
                order?: components["parameters"]["Order"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description Full-text search over the collection's text fields, case-insensitive. */
                q?: components["parameters"]["Q"];
                /** @description A field of the record; an unknown field is refused with 422. */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of members of all companies, and how many match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createMember: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateMember: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberInput"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    deleteMember: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: moved to the trash (`GET /trash`), from where staff may restore it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    getOwnCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member's company. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateOwnCompany: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyInput"];
            };
        };
        responses: {
            /** @description The updated company. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description Only the unread ones. */
                unread?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the caller's notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read. */
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
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All read. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listOutbox: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the outbox. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description KPIs, the last 12 months and recent activity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Overview"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listPages: {
        parameters: {
            query?: {
                order?: components["parameters"]["Order"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                published?: boolean;
                /** @description Full-text search over the collection's text fields, case-insensitive. */
                q?: components["parameters"]["Q"];
                /** @description A field of the record; an unknown field is refused with 422. */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of website pages, and how many match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createPage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updatePage: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageInput"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    deletePage: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: moved to the trash (`GET /trash`), from where staff may restore it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    calculateCityFee: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeeCalculationInput"];
            };
        };
        responses: {
            /** @description The fee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FeeCalculation"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    checkPermit: {
        parameters: {
            query: {
                /** @description The verification code printed on the permit, with or without its dash. */
                code: string;
                number: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permit as the roadside reads it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermitCheckRecord"];
                };
            };
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
            /** @description Too many wrong codes for this number lately; try again after `Retry-After` seconds. */
            429: {
                headers: {
                    "Request-Id": components["headers"]["RequestId"];
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    getPermitFees: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fees. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            service_fee_cents: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listPermitRequests: {
        parameters: {
            query?: {
                /** @description The active permits a save (or the deletion) of this holiday closure changed, their companies told. */
                affected_by_closure?: number;
                /** @description The active permits whose rules a save of this state regulation changed, their companies told (`rule_warning`). */
                affected_by_regulation?: number;
                /** @description Inferred. true for requests assigned to someone, false for the unassigned ones. */
                assigned?: boolean;
                /** @description Inferred. How the request stands by the service's clock now (README, "Against the clock"). */
                clock?: components["schemas"]["ClockFlag"];
                /** @description Staff filter by company; a member is always limited to their own company. */
                company_id?: components["parameters"]["CompanyIdFilter"];
                /**
                 * @description Created strictly after this moment: what is new since a person last looked (the menu's
                 *     counts). Compared with the records' `created_at`.
                 */
                created_after?: components["parameters"]["CreatedAfter"];
                /** @description Inferred. true for requests whose clock runs and that fall due before the office's day ends. */
                due_today?: boolean;
                load_id?: number;
                /** @description Inferred: true for the requests assigned to the caller, false for the others. What staff save as "my open requests". */
                mine?: boolean;
                /** @description Still being processed (submitted, in review, waiting on the member or approved), or closed (rejected, issued, cancelled). */
                open?: boolean;
                order?: components["parameters"]["Order"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description Full-text search over the collection's text fields, case-insensitive. */
                q?: components["parameters"]["Q"];
                /** @description A field of the record; an unknown field is refused with 422. */
                sort?: components["parameters"]["Sort"];
                state?: components["parameters"]["StateFilter"];
                status?: components["schemas"]["PermitStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of permit requests, and how many match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermitRequestList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createPermitRequest: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PermitRequestInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermitRequestRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getPermitRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermitRequestRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updatePermitRequest: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PermitRequestInput"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermitRequestRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    deletePermitRequest: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: moved to the trash (`GET /trash`), from where staff may restore it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    assignPermitRequest: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PermitAssignment"];
            };
        };
        responses: {
            /** @description The permit request with its new assignee. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermitRequestRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    extendPermitRequest: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PermitExtension"];
            };
        };
        responses: {
            /** @description The permit with its new last day and document. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermitRequestRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    listPermitRequestMessages: {
        parameters: {
            query?: {
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
            };
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the conversation, and how many messages the caller may read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermitMessageList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    postPermitRequestMessage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PermitMessageInput"];
            };
        };
        responses: {
            /** @description Written; the request as it stands after it. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PermitMessage"];
                        permit_request: components["schemas"]["PermitRequest"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    transitionPermitRequest: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PermitTransition"];
            };
        };
        responses: {
            /** @description The permit request in its new status. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermitRequestRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    takeNextPermitRequest: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request, now the caller's. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermitRequestRecord"];
                };
            };
            /** @description No unassigned request waits. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
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
    updatePresence: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PresenceInput"];
            };
        };
        responses: {
            /** @description Taken. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
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
    listRevisions: {
        parameters: {
            query: {
                collection: components["schemas"]["HistoryCollection"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                record_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the record's revisions, newest first, and how many it has. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisionList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    revertRevision: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RevertInput"];
            };
        };
        responses: {
            /** @description The record as saved, with its new version. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevertedRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    search: {
        parameters: {
            query: {
                /** @description Hits per kind. */
                limit?: number;
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hits of each kind, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SearchResults"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listServices: {
        parameters: {
            query?: {
                active?: boolean;
                order?: components["parameters"]["Order"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description Full-text search over the collection's text fields, case-insensitive. */
                q?: components["parameters"]["Q"];
                /** @description A field of the record; an unknown field is refused with 422. */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of services offered on the website, and how many match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createService: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateService: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceInput"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    deleteService: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: moved to the trash (`GET /trash`), from where staff may restore it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    getServiceSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceSettingsRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateServiceSettings: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceSettings"];
            };
        };
        responses: {
            /** @description The saved settings. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceSettingsRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    getSiteGeneral: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteGeneralRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateSiteGeneral: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteGeneral"];
            };
        };
        responses: {
            /** @description The saved settings. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteGeneralRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    getSiteHome: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteHomeRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateSiteHome: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteHome"];
            };
        };
        responses: {
            /** @description The saved settings. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteHomeRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    listStateNotes: {
        parameters: {
            query?: {
                order?: components["parameters"]["Order"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description Full-text search over the collection's text fields, case-insensitive. */
                q?: components["parameters"]["Q"];
                /** @description A field of the record; an unknown field is refused with 422. */
                sort?: components["parameters"]["Sort"];
                state?: components["parameters"]["StateFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of agents' notes per state, and how many match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StateNoteList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createStateNote: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StateNoteInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StateNoteRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getStateNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StateNoteRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateStateNote: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StateNoteInput"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StateNoteRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    deleteStateNote: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: moved to the trash (`GET /trash`), from where staff may restore it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    listStateRegulations: {
        parameters: {
            query?: {
                order?: components["parameters"]["Order"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description Full-text search over the collection's text fields, case-insensitive. */
                q?: components["parameters"]["Q"];
                /** @description A field of the record; an unknown field is refused with 422. */
                sort?: components["parameters"]["Sort"];
                state?: components["parameters"]["StateFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of state regulations, and how many match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StateRegulationList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createStateRegulation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StateRegulationInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StateRegulationRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getStateRegulation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StateRegulationRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateStateRegulation: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StateRegulationInput"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StateRegulationRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    deleteStateRegulation: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: moved to the trash (`GET /trash`), from where staff may restore it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    getServiceStatistics: {
        parameters: {
            query?: {
                /** @description First month of the period (default twelve months ago). */
                from?: components["parameters"]["FromMonth"];
                /** @description Last month of the period (default the current month). */
                to?: components["parameters"]["ToMonth"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The series. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ServiceStatistics"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getAgentStatistics: {
        parameters: {
            query?: {
                /** @description First month of the period (default twelve months ago). */
                from?: components["parameters"]["FromMonth"];
                /** @description Last month of the period (default the current month). */
                to?: components["parameters"]["ToMonth"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per agent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AgentStatistics"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getCompanyStatistics: {
        parameters: {
            query?: {
                /** @description Staff filter by company; a member is always limited to their own company. */
                company_id?: components["parameters"]["CompanyIdFilter"];
                /** @description First month of the period (default twelve months ago). */
                from?: components["parameters"]["FromMonth"];
                /** @description Last month of the period (default the current month). */
                to?: components["parameters"]["ToMonth"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The series. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CompanyStatistics"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getDecisionStatistics: {
        parameters: {
            query?: {
                /** @description First month of the period (default twelve months ago). */
                from?: components["parameters"]["FromMonth"];
                /** @description Last month of the period (default the current month). */
                to?: components["parameters"]["ToMonth"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per month of the period, one per state on the decided requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DecisionStatistics"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getOnTimeStatistics: {
        parameters: {
            query?: {
                /** @description First month of the period (default twelve months ago). */
                from?: components["parameters"]["FromMonth"];
                /** @description Last month of the period (default the current month). */
                to?: components["parameters"]["ToMonth"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per agent who answered, one per state on the answered requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OnTimeStatistics"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getWorkload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One row per active staff member, and the unassigned requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Workload"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listTrash: {
        parameters: {
            query?: {
                collection?: components["schemas"]["TrashCollection"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description The id the deleted record had (with `collection`, the entry of one deletion). */
                record_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the trash, the latest deletion first, and how many entries match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrashList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    purgeTrashEntry: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Purged. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    restoreTrashEntry: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Restored; the entry is no longer in the trash. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrashEntryRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listVehicles: {
        parameters: {
            query?: {
                /** @description Staff filter by company; a member is always limited to their own company. */
                company_id?: components["parameters"]["CompanyIdFilter"];
                order?: components["parameters"]["Order"];
                /** @description 1-based page number. */
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description Full-text search over the collection's text fields, case-insensitive. */
                q?: components["parameters"]["Q"];
                /** @description A field of the record; an unknown field is refused with 422. */
                sort?: components["parameters"]["Sort"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of vehicle configurations, and how many match. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createVehicle: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VehicleInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getVehicle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateVehicle: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VehicleInput"];
            };
        };
        responses: {
            /** @description The updated record. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleRecord"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            412: components["responses"]["PreconditionFailed"];
            422: components["responses"]["ValidationFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
    deleteVehicle: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One key per intent (a UUID): retries of the same request reuse it and are answered the first
                 *     success again, without a second effect, for 24 hours. Another request with a used key: 422.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description The version the write started from: the record's `ETag` (`"3"`), several separated by commas,
                 *     or `*` for whatever the current version is. Missing: 428. Not the current version: 412.
                 */
                "If-Match": components["parameters"]["IfMatch"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: moved to the trash (`GET /trash`), from where staff may restore it. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            428: components["responses"]["PreconditionRequired"];
        };
    };
}
