/*
 * In the build from source, has TLS trust what OpenSSL's defaults name (SSL_CERT_FILE, SSL_CERT_DIR,
 * as the user or TrustStore.swift set them), as the release build does, at a cost per process that
 * does not grow with the number of connections or, much, with the size of the bundle.
 *
 * The system's libcurl (Debian's) has a CA bundle and folder compiled in, so it reads neither
 * variable, and OpenSSL parses the bundle, about 140 certificates, for every connection: 15-20 ms
 * of CPU each. libcurl could keep one store per multi handle (CURLOPT_CA_CACHE_TIMEOUT, curl 7.87),
 * and FoundationNetworking has one multi handle per session, but it keeps none that has a CA folder.
 * So each transfer is told here, before it is added to the multi handle, to use no CA file or
 * folder of its own (CURLOPT_CAINFO, CURLOPT_CAPATH and their proxy twins) and to take, through
 * CURLOPT_SSL_CTX_FUNCTION, one X509_STORE that every connection shares, filled once, after the
 * first ClientHello has gone out, where libcurl 7.88 loads its own, so that the work overlaps the
 * round trip. It gets what X509_STORE_set_default_paths gives the release's libcurl (no CA paths,
 * --with-ca-fallback): the folder (SSL_CERT_DIR, or OpenSSL's default), whose certificates OpenSSL
 * reads by hash as a handshake needs them, and the flags libcurl sets (trusted first, partial
 * chains). The bundle (SSL_CERT_FILE, or OpenSSL's default file) is read too, but not decoded
 * whole: parsing was still 15 ms a run, 1.7x curl's CPU for `London --forecast`, most of it in
 * OpenSSL 3.0 decoding public keys. Only each certificate's subject and issuer are decoded; when
 * a handshake's certificates are checked, those of the bundle whose subject is a name the chain
 * can look up (the subjects and issuers of the certificates the server sent, then of each found
 * for them, in the bundle first, as a loaded bundle comes first, else in the folder) are decoded
 * and added to the store, so OpenSSL finds what it would have found with the bundle loaded whole.
 * A bundle OpenSSL would refuse whole (a block or a name it cannot read, or, once a chain needs
 * it, a certificate whose rest cannot be read) gives nothing, as there. The functions are used only
 * when they are the OpenSSL libcurl reports it was built with (major and minor versions agree).
 * Like libcurl's cache, a store filled 24 hours ago is replaced, so that a bar that stays running
 * sees a changed bundle.
 *
 * A libcurl whose TLS is not OpenSSL's is left as it is. In the release build this file is empty.
 */
#define _GNU_SOURCE
#include "Curl.h"

#ifndef CURL_SHIMS_WRAP
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

curl_multi_code curl_multi_add_handle(CURLMulti *multi, CURLEasy *easy);

/* OpenSSL's, by the few types and functions used here; opaque. */
typedef struct ssl_ctx_st SSL_CTX;
typedef struct ssl_st SSL;
typedef struct x509_store_st X509_STORE;
typedef struct x509_store_ctx_st X509_STORE_CTX;
typedef struct x509_lookup_st X509_LOOKUP;
typedef struct x509_lookup_method_st X509_LOOKUP_METHOD;
typedef struct x509_st X509;
typedef struct X509_name_st X509_NAME;
typedef struct X509_crl_st X509_CRL;
typedef struct bio_st BIO;
typedef struct stack_st OPENSSL_STACK;
typedef void (*info_callback)(const SSL *ssl, int where, int value);
typedef int (*verify_callback)(X509_STORE_CTX *context, void *argument);

enum {
    connect_exit = 0x1002,        /* SSL_CB_CONNECT_EXIT */
    trusted_first = 0x8000,       /* X509_V_FLAG_TRUSTED_FIRST */
    partial_chain = 0x80000,      /* X509_V_FLAG_PARTIAL_CHAIN */
    lookup_add_dir = 2,           /* X509_L_ADD_DIR */
    lookup_add_store = 3,         /* X509_L_ADD_STORE */
    filetype_default = 3,         /* X509_FILETYPE_DEFAULT */
    asn1_error = 0x80,            /* what ASN1_get_object returns for a bad header */
    asn1_context_specific = 0x80, /* V_ASN1_CONTEXT_SPECIFIC */
    asn1_sequence = 16,           /* V_ASN1_SEQUENCE */
    error_library_pem = 9,        /* ERR_LIB_PEM */
    pem_no_start_line = 108,      /* PEM_R_NO_START_LINE: no more blocks */
    lifetime_seconds = 24 * 3600, /* libcurl's CURLOPT_CA_CACHE_TIMEOUT, by default */
};

static struct {
    unsigned long (*version)(void);
    X509_STORE *(*store_new)(void);
    void (*store_free)(X509_STORE *store);
    int (*store_up_ref)(X509_STORE *store);
    int (*store_set_flags)(X509_STORE *store, unsigned long flags);
    X509_LOOKUP *(*store_add_lookup)(X509_STORE *store, X509_LOOKUP_METHOD *method);
    int (*store_add_cert)(X509_STORE *store, X509 *certificate);
    int (*store_add_crl)(X509_STORE *store, X509_CRL *crl);
    X509_LOOKUP_METHOD *(*lookup_hash_dir)(void);
    X509_LOOKUP_METHOD *(*lookup_store)(void); /* OpenSSL 3 only, as in its default paths */
    int (*lookup_ctrl)(X509_LOOKUP *lookup, int command, const char *argument, long number, char **result);
    const char *(*default_file_variable)(void);
    const char *(*default_file)(void);
    X509_STORE *(*store_of_verification)(const X509_STORE_CTX *context);
    X509 *(*verified_certificate)(const X509_STORE_CTX *context);
    OPENSSL_STACK *(*untrusted_certificates)(const X509_STORE_CTX *context);
    OPENSSL_STACK *(*certificates_named)(X509_STORE_CTX *context, const X509_NAME *name);
    int (*verify)(X509_STORE_CTX *context);
    int (*stack_count)(const OPENSSL_STACK *stack);
    void *(*stack_value)(const OPENSSL_STACK *stack, int index);
    void (*stack_free_all)(OPENSSL_STACK *stack, void (*free_item)(void *item));
    BIO *(*open_file)(const char *path, const char *mode);
    int (*close_file)(BIO *file);
    int (*read_pem)(BIO *file, char **name, char **header, unsigned char **data, long *length);
    void (*free_memory)(void *pointer, const char *file, int line);
    int (*read_asn1_header)(const unsigned char **cursor, long *length, int *tag, int *tag_class, long left);
    X509_NAME *(*decode_name)(X509_NAME **name, const unsigned char **cursor, long length);
    void (*free_name)(X509_NAME *name);
    int (*compare_names)(const X509_NAME *one, const X509_NAME *other);
    X509 *(*decode_certificate)(X509 **certificate, const unsigned char **cursor, long length);
    X509 *(*decode_trusted_certificate)(X509 **certificate, const unsigned char **cursor, long length);
    void (*free_certificate)(X509 *certificate);
    X509_NAME *(*subject_of)(const X509 *certificate);
    X509_NAME *(*issuer_of)(const X509 *certificate);
    X509_CRL *(*decode_crl)(X509_CRL **crl, const unsigned char **cursor, long length);
    void (*free_crl)(X509_CRL *crl);
    unsigned long (*last_error)(void);
    int (*set_error_mark)(void);
    int (*pop_to_error_mark)(void);
    SSL_CTX *(*context_of)(const SSL *ssl);
    X509_STORE *(*context_store)(const SSL_CTX *context);
    void (*set_context_store)(SSL_CTX *context, X509_STORE *store);
    void (*set_info_callback)(SSL_CTX *context, info_callback callback);
    void (*set_verify_callback)(SSL_CTX *context, verify_callback callback, void *argument);
} openssl;

static pthread_once_t openssl_once = PTHREAD_ONCE_INIT;
static int openssl_found;

/* libcurl's TLS is OpenSSL's (not GnuTLS, wolfSSL…, whose SSL_CTX is another thing), and its
 * functions are found among libcurl's own dependencies, so they are those of the OpenSSL that
 * libcurl uses, whatever else the process has loaded. */
static void find_openssl(void) {
    const struct curl_functions *curl = curl_functions();
    const curl_version_data *version = curl->version_info(0);
    if (!version || !version->ssl_version || strncmp(version->ssl_version, "OpenSSL/", 8) != 0) return;
    Dl_info library;
    if (!dladdr((void *)curl->easy_setopt, &library) || !library.dli_fname) return;
    void *libcurl = dlopen(library.dli_fname, RTLD_LAZY | RTLD_NOLOAD);
    if (!libcurl) return;
    struct {
        void **slot;
        const char *name;
    } wanted[] = {
        {(void **)&openssl.version, "OpenSSL_version_num"},
        {(void **)&openssl.store_new, "X509_STORE_new"},
        {(void **)&openssl.store_free, "X509_STORE_free"},
        {(void **)&openssl.store_up_ref, "X509_STORE_up_ref"},
        {(void **)&openssl.store_set_flags, "X509_STORE_set_flags"},
        {(void **)&openssl.store_add_lookup, "X509_STORE_add_lookup"},
        {(void **)&openssl.store_add_cert, "X509_STORE_add_cert"},
        {(void **)&openssl.store_add_crl, "X509_STORE_add_crl"},
        {(void **)&openssl.lookup_hash_dir, "X509_LOOKUP_hash_dir"},
        {(void **)&openssl.lookup_ctrl, "X509_LOOKUP_ctrl"},
        {(void **)&openssl.default_file_variable, "X509_get_default_cert_file_env"},
        {(void **)&openssl.default_file, "X509_get_default_cert_file"},
        {(void **)&openssl.store_of_verification, "X509_STORE_CTX_get0_store"},
        {(void **)&openssl.verified_certificate, "X509_STORE_CTX_get0_cert"},
        {(void **)&openssl.untrusted_certificates, "X509_STORE_CTX_get0_untrusted"},
        {(void **)&openssl.certificates_named, "X509_STORE_CTX_get1_certs"},
        {(void **)&openssl.verify, "X509_verify_cert"},
        {(void **)&openssl.stack_count, "OPENSSL_sk_num"},
        {(void **)&openssl.stack_value, "OPENSSL_sk_value"},
        {(void **)&openssl.stack_free_all, "OPENSSL_sk_pop_free"},
        {(void **)&openssl.open_file, "BIO_new_file"},
        {(void **)&openssl.close_file, "BIO_free"},
        {(void **)&openssl.read_pem, "PEM_read_bio"},
        {(void **)&openssl.free_memory, "CRYPTO_free"},
        {(void **)&openssl.read_asn1_header, "ASN1_get_object"},
        {(void **)&openssl.decode_name, "d2i_X509_NAME"},
        {(void **)&openssl.free_name, "X509_NAME_free"},
        {(void **)&openssl.compare_names, "X509_NAME_cmp"},
        {(void **)&openssl.decode_certificate, "d2i_X509"},
        {(void **)&openssl.decode_trusted_certificate, "d2i_X509_AUX"},
        {(void **)&openssl.free_certificate, "X509_free"},
        {(void **)&openssl.subject_of, "X509_get_subject_name"},
        {(void **)&openssl.issuer_of, "X509_get_issuer_name"},
        {(void **)&openssl.decode_crl, "d2i_X509_CRL"},
        {(void **)&openssl.free_crl, "X509_CRL_free"},
        {(void **)&openssl.last_error, "ERR_peek_last_error"},
        {(void **)&openssl.set_error_mark, "ERR_set_mark"},
        {(void **)&openssl.pop_to_error_mark, "ERR_pop_to_mark"},
        {(void **)&openssl.context_of, "SSL_get_SSL_CTX"},
        {(void **)&openssl.context_store, "SSL_CTX_get_cert_store"},
        {(void **)&openssl.set_context_store, "SSL_CTX_set_cert_store"},
        {(void **)&openssl.set_info_callback, "SSL_CTX_set_info_callback"},
        {(void **)&openssl.set_verify_callback, "SSL_CTX_set_cert_verify_callback"},
    };
    for (size_t index = 0; index < sizeof wanted / sizeof wanted[0]; index++) {
        if (!(*wanted[index].slot = dlsym(libcurl, wanted[index].name))) return;
    }
    openssl.lookup_store = (X509_LOOKUP_METHOD * (*)(void)) dlsym(libcurl, "X509_LOOKUP_store");
    /* The functions found are the OpenSSL libcurl says it uses (`OpenSSL/3.0.19`): a libcurl with
     * its own OpenSSL linked in, beside another loaded, would have its contexts handled by the
     * other's functions. Major and minor versions must agree. */
    unsigned major = 0, minor = 0;
    if (sscanf(version->ssl_version + 8, "%u.%u", &major, &minor) != 2) return;
    unsigned long number = openssl.version();
    if ((number >> 28) != major || ((number >> 20) & 0xff) != minor) return;
    openssl_found = 1;
}

/* A certificate of the bundle, decoded only when a handshake may need it. */
struct entry {
    unsigned char *der; /* as read from its PEM block; OpenSSL's memory */
    long length;
    int trusted_form; /* TRUSTED CERTIFICATE: with OpenSSL's trust settings after it (d2i_X509_AUX) */
    X509_NAME *subject, *issuer;
    int added; /* to the store */
};

/* A store new connections get (one reference ours), and the bundle it draws on. */
struct generation {
    X509_STORE *store;
    int filled;
    /* A bundle certificate whose names could be read and whose rest could not: OpenSSL, reading the
     * bundle whole, would have refused the file, and trusted none of it; so is every chain checked
     * against this generation. */
    int broken;
    time_t filled_at;
    struct entry *entries;
    size_t count, capacity;
};

/* The current generation, and the one before, which connections made just before it may still
 * check a certificate against. */
static pthread_mutex_t store_lock = PTHREAD_MUTEX_INITIALIZER;
static struct generation *current, *previous;

static time_t now(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return time.tv_sec;
}

static void free_openssl(void *pointer) { openssl.free_memory(pointer, __FILE__, __LINE__); }

static void free_crls(X509_CRL **crls, size_t count) {
    for (size_t index = 0; index < count; index++) openssl.free_crl(crls[index]);
    free(crls);
}

/* A growing array with room for one more item (where it now is), or NULL, leaving it as it was. */
static void *grow(void *items, size_t count, size_t *capacity, size_t size) {
    if (count < *capacity) return items;
    size_t larger = *capacity ? 2 * *capacity : 16;
    void *moved = realloc(items, larger * size);
    if (moved) *capacity = larger;
    return moved;
}

static void forget_bundle(struct generation *generation) {
    for (size_t index = 0; index < generation->count; index++) {
        free_openssl(generation->entries[index].der);
        openssl.free_name(generation->entries[index].subject);
        openssl.free_name(generation->entries[index].issuer);
    }
    free(generation->entries);
    generation->entries = NULL;
    generation->count = generation->capacity = 0;
}

static void free_generation(struct generation *generation) {
    if (!generation) return;
    forget_bundle(generation);
    openssl.store_free(generation->store);
    free(generation);
}

/* Skips one DER element, or enters it (a SEQUENCE: what follows is then its content); 0 if it is
 * not there whole. */
static int next_element(const unsigned char **cursor, long *left, int enter, int *tag, int *tag_class) {
    const unsigned char *start = *cursor;
    long length;
    if (openssl.read_asn1_header(cursor, &length, tag, tag_class, *left) & asn1_error) return 0;
    long header = *cursor - start;
    if (length < 0 || length > *left - header) return 0;
    if (enter) {
        *left = length;
    } else {
        *cursor += length;
        *left -= header + length;
    }
    return 1;
}

/* The issuer and subject of a certificate, from its DER, without decoding the rest:
 * Certificate ::= SEQUENCE { TBSCertificate ::= SEQUENCE { [0] version OPTIONAL, serialNumber,
 * signature, issuer, validity, subject, … }, … } (RFC 5280, 4.1). */
static int read_names(const unsigned char *der, long length, X509_NAME **issuer, X509_NAME **subject) {
    const unsigned char *cursor = der, *issuer_start, *subject_start;
    long left = length;
    int tag, tag_class;
    if (!next_element(&cursor, &left, 1, &tag, &tag_class) || tag != asn1_sequence) return 0;
    if (!next_element(&cursor, &left, 1, &tag, &tag_class) || tag != asn1_sequence) return 0;
    if (!next_element(&cursor, &left, 0, &tag, &tag_class)) return 0; /* version, or the serial number */
    if (tag == 0 && tag_class == asn1_context_specific && !next_element(&cursor, &left, 0, &tag, &tag_class))
        return 0; /* the serial number */
    if (!next_element(&cursor, &left, 0, &tag, &tag_class)) return 0; /* signature */
    issuer_start = cursor;
    if (!next_element(&cursor, &left, 0, &tag, &tag_class) || tag != asn1_sequence) return 0;
    const unsigned char *issuer_end = cursor;
    if (!next_element(&cursor, &left, 0, &tag, &tag_class)) return 0; /* validity */
    subject_start = cursor;
    if (!next_element(&cursor, &left, 0, &tag, &tag_class) || tag != asn1_sequence) return 0;
    *issuer = openssl.decode_name(NULL, &issuer_start, issuer_end - issuer_start);
    *subject = openssl.decode_name(NULL, &subject_start, cursor - subject_start);
    if (*issuer && *subject) return 1;
    if (*issuer) openssl.free_name(*issuer);
    if (*subject) openssl.free_name(*subject);
    return 0;
}

/* Whether OpenSSL's last error is PEM's "no start line": the file has no more blocks. */
static int no_more_blocks(unsigned long error) {
    if (openssl.version() >= 0x30000000UL)
        return !(error & 0x80000000UL) && ((error >> 23) & 0xff) == error_library_pem &&
               (error & 0x7fffff) == pem_no_start_line;
    return ((error >> 24) & 0xff) == error_library_pem && (error & 0xfff) == pem_no_start_line;
}

/* Reads the bundle's blocks as PEM_X509_INFO_read_bio does (certificates, trusted certificates,
 * CRLs; anything else skipped), keeping each certificate's DER and names. CRLs, which are few and
 * are looked up by issuer, go into the store whole once the file has been read. 0 if OpenSSL would
 * refuse the file. */
static int read_bundle(struct generation *generation, const char *path) {
    BIO *file = openssl.open_file(path, "r");
    if (!file) return 0;
    X509_CRL **crls = NULL;
    size_t crl_count = 0, crl_capacity = 0;
    int ok = 1;
    for (;;) {
        char *name = NULL, *header = NULL;
        unsigned char *data = NULL;
        long length = 0;
        if (!openssl.read_pem(file, &name, &header, &data, &length)) {
            ok = no_more_blocks(openssl.last_error());
            break;
        }
        int trusted = strcmp(name, "TRUSTED CERTIFICATE") == 0;
        if (trusted || strcmp(name, "CERTIFICATE") == 0 || strcmp(name, "X509 CERTIFICATE") == 0) {
            struct entry *entry = NULL, *entries =
                grow(generation->entries, generation->count, &generation->capacity, sizeof *entries);
            if (entries) entry = &(generation->entries = entries)[generation->count];
            if (entry && read_names(data, length, &entry->issuer, &entry->subject)) {
                entry->der = data, entry->length = length, entry->trusted_form = trusted, entry->added = 0;
                data = NULL;
                generation->count++;
            } else {
                ok = 0;
            }
        } else if (strcmp(name, "X509 CRL") == 0) {
            const unsigned char *cursor = data;
            X509_CRL *crl = NULL, **room = grow(crls, crl_count, &crl_capacity, sizeof *crls);
            if (room) crls = room;
            ok = room && (crl = openssl.decode_crl(NULL, &cursor, length));
            if (ok) crls[crl_count++] = crl;
        }
        free_openssl(name);
        free_openssl(header);
        free_openssl(data);
        if (!ok) break;
    }
    openssl.close_file(file);
    for (size_t index = 0; ok && index < crl_count; index++) ok = openssl.store_add_crl(generation->store, crls[index]);
    free_crls(crls, crl_count);
    return ok;
}

/* OpenSSL's default paths, as X509_STORE_set_default_paths sets them, but for the bundle, which
 * is read and indexed here. Errors from paths that are missing are ignored, as OpenSSL does. */
static void fill(struct generation *generation) {
    openssl.set_error_mark();
    X509_LOOKUP *folder = openssl.store_add_lookup(generation->store, openssl.lookup_hash_dir());
    if (folder) openssl.lookup_ctrl(folder, lookup_add_dir, NULL, filetype_default, NULL);
    if (openssl.lookup_store) {
        X509_LOOKUP *store = openssl.store_add_lookup(generation->store, openssl.lookup_store());
        if (store) openssl.lookup_ctrl(store, lookup_add_store, NULL, 0, NULL);
    }
    const char *bundle = secure_getenv(openssl.default_file_variable());
    if (!read_bundle(generation, bundle ? bundle : openssl.default_file())) forget_bundle(generation);
    openssl.pop_to_error_mark();
    generation->filled = 1;
    generation->filled_at = now();
}

/* The generation `store` belongs to, filled; NULL if it is not one of ours. */
static struct generation *filled_generation(X509_STORE *store) {
    struct generation *generation = current && current->store == store     ? current
                                    : previous && previous->store == store ? previous
                                                                           : NULL;
    if (generation && !generation->filled) fill(generation);
    return generation;
}

/* When SSL_connect first returns, the ClientHello has gone out (OpenSSL buffers a flight's messages
 * and flushes them together, so not when it is written) and the answer is a round trip away. */
static void fill_after_client_hello(const SSL *ssl, int where, int value) {
    (void)value;
    if (where != connect_exit) return;
    pthread_mutex_lock(&store_lock);
    filled_generation(openssl.context_store(openssl.context_of(ssl)));
    pthread_mutex_unlock(&store_lock);
}

/* The names certificate lookups may ask for while this chain is built; 0 if out of memory. */
struct names {
    const X509_NAME **items;
    size_t count, capacity;
};

static int want(struct names *names, const X509_NAME *name) {
    for (size_t index = 0; index < names->count; index++) {
        if (openssl.compare_names(names->items[index], name) == 0) return 1;
    }
    const X509_NAME **items = grow(names->items, names->count, &names->capacity, sizeof *items);
    if (!items) return 0;
    names->items = items;
    names->items[names->count++] = name;
    return 1;
}

/* Adds to the store every certificate of the bundle that building this chain may look up: by the
 * subjects and issuers of the certificates the server sent, then of each certificate found for
 * them, in the bundle first (a bundle loaded whole is in the store before any lookup), else through
 * the folder (which keeps what it finds). 0 if out of memory, when the chain is not checked. */
static int add_what_the_chain_needs(struct generation *generation, X509_STORE_CTX *context) {
    struct names names = {NULL, 0, 0};
    OPENSSL_STACK **found = NULL; /* what the folder gave, holding the names taken from it */
    size_t found_count = 0, found_capacity = 0;
    int ok = 1;
    if (generation->broken) return 0;
    X509 *certificate = openssl.verified_certificate(context);
    if (certificate)
        ok = want(&names, openssl.subject_of(certificate)) && want(&names, openssl.issuer_of(certificate));
    OPENSSL_STACK *sent = openssl.untrusted_certificates(context);
    for (int index = 0; ok && sent && index < openssl.stack_count(sent); index++) {
        X509 *other = openssl.stack_value(sent, index);
        ok = want(&names, openssl.subject_of(other)) && want(&names, openssl.issuer_of(other));
    }
    for (size_t wanted = 0; ok && wanted < names.count; wanted++) {
        int in_bundle = 0;
        for (size_t index = 0; ok && index < generation->count; index++) {
            struct entry *entry = &generation->entries[index];
            if (openssl.compare_names(entry->subject, names.items[wanted]) != 0) continue;
            in_bundle = 1;
            ok = want(&names, entry->issuer);
            if (entry->added) continue;
            const unsigned char *cursor = entry->der;
            X509 *decoded = entry->trusted_form ? openssl.decode_trusted_certificate(NULL, &cursor, entry->length)
                                                : openssl.decode_certificate(NULL, &cursor, entry->length);
            /* Names that can be read and a rest that cannot: OpenSSL, decoding the whole bundle
             * first, would have refused all of it, so nothing of it is trusted from now on. */
            if (!decoded) {
                generation->broken = 1;
                ok = 0;
                break;
            }
            /* Marked only once it is in: a failure to add (memory) leaves it to be tried again. */
            if (openssl.store_add_cert(generation->store, decoded)) entry->added = 1;
            openssl.free_certificate(decoded);
        }
        if (!ok || in_bundle) continue;
        OPENSSL_STACK *others = openssl.certificates_named(context, names.items[wanted]);
        if (!others) continue;
        OPENSSL_STACK **room = grow(found, found_count, &found_capacity, sizeof *found);
        if (!(ok = room != NULL)) {
            openssl.stack_free_all(others, (void (*)(void *))openssl.free_certificate);
            break;
        }
        found = room;
        found[found_count++] = others;
        for (int index = 0; ok && index < openssl.stack_count(others); index++)
            ok = want(&names, openssl.issuer_of(openssl.stack_value(others, index)));
    }
    for (size_t index = 0; index < found_count; index++)
        openssl.stack_free_all(found[index], (void (*)(void *))openssl.free_certificate);
    free(found);
    free(names.items);
    return ok;
}

/* The certificate is checked against a filled store, whatever came before (the info callback is
 * only there to fill it early), with what the chain needs of the bundle added. What the store's
 * lookups leave on OpenSSL's error queue goes: for a certificate it cannot vouch for, OpenSSL
 * 3.0's X509_LOOKUP_store (one of the defaults) leaves "unregistered scheme", which libcurl,
 * reading the earliest error, would report instead of the failed verification
 * (CURLE_SSL_CONNECT_ERROR, not CURLE_PEER_FAILED_VERIFICATION). The verdict is in the context,
 * where OpenSSL and libcurl read it. An error is a failure to verify, as OpenSSL takes it from
 * X509_verify_cert itself (-1 from a callback means something else to it). */
static int verify_when_filled(X509_STORE_CTX *context, void *argument) {
    (void)argument;
    openssl.set_error_mark();
    pthread_mutex_lock(&store_lock);
    struct generation *generation = filled_generation(openssl.store_of_verification(context));
    int ready = !generation || add_what_the_chain_needs(generation, context);
    pthread_mutex_unlock(&store_lock);
    int verified = ready && openssl.verify(context);
    openssl.pop_to_error_mark();
    return verified > 0;
}

/* CURLOPT_SSL_CTX_FUNCTION: every connection's SSL_CTX gets the shared store. */
static curl_easy_code use_shared_store(CURLEasy *easy, void *context, void *argument) {
    (void)easy, (void)argument;
    pthread_mutex_lock(&store_lock);
    if (current && current->filled && now() - current->filled_at >= lifetime_seconds) {
        free_generation(previous);
        previous = current;
        current = NULL;
    }
    if (!current && (current = calloc(1, sizeof *current))) {
        if ((current->store = openssl.store_new())) {
            openssl.store_set_flags(current->store, trusted_first | partial_chain);
        } else {
            free(current);
            current = NULL;
        }
    }
    X509_STORE *store = current ? current->store : NULL;
    int shared = store && openssl.store_up_ref(store);
    pthread_mutex_unlock(&store_lock);
    if (!shared) return easy_out_of_memory;
    openssl.set_context_store(context, store);
    openssl.set_info_callback(context, fill_after_client_hello);
    openssl.set_verify_callback(context, verify_when_filled, NULL);
    return easy_ok;
}

curl_multi_code curl_multi_add_handle(CURLMulti *multi, CURLEasy *easy) {
    const struct curl_functions *curl = curl_functions();
    pthread_once(&openssl_once, find_openssl);
    if (openssl_found &&
        curl->easy_setopt(easy, (easy_option)option_ssl_context_function, use_shared_store) == easy_ok) {
        easy_option own_paths[] = {option_ca_info, option_ca_path, option_proxy_ca_info, option_proxy_ca_path};
        for (size_t index = 0; index < sizeof own_paths / sizeof own_paths[0]; index++)
            curl->easy_setopt(easy, own_paths[index], (char *)NULL);
    }
    return curl->multi_add_handle(multi, easy);
}
#endif
