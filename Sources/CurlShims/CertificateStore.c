/*
 * In the build from source, has TLS trust what OpenSSL's defaults name (SSL_CERT_FILE, SSL_CERT_DIR,
 * as the user or TrustStore.swift set them), read once per process: what the release build trusts.
 *
 * The system's libcurl (Debian's) has a CA bundle and folder compiled in, so it reads neither
 * variable, and OpenSSL parses the bundle, about 140 certificates, for every connection: 15-20 ms
 * of CPU each. libcurl could keep one store per multi handle (CURLOPT_CA_CACHE_TIMEOUT, curl 7.87),
 * and FoundationNetworking has one multi handle per session, but it keeps none that has a CA folder.
 * So each transfer is told here, before it is added to the multi handle, to use no CA file or
 * folder of its own (CURLOPT_CAINFO, CURLOPT_CAPATH and their proxy twins) and to take, through
 * CURLOPT_SSL_CTX_FUNCTION, one X509_STORE that every connection shares. It is filled by
 * X509_STORE_set_default_paths, as the release's libcurl (no CA paths, --with-ca-fallback) fills
 * its own, and with the same flags libcurl sets (trusted first, partial chains); filled once, after
 * the first ClientHello has gone out, where libcurl 7.88 loads its store, so that the parse overlaps
 * the round trip instead of delaying the handshake. The certificates of the folder are read as a
 * handshake needs them, and kept. Like libcurl's cache, a store filled 24 hours ago is replaced, so
 * that a bar that stays running sees a changed bundle.
 *
 * A libcurl whose TLS is not OpenSSL's is left as it is. In the release build this file is empty.
 */
#define _GNU_SOURCE
#include "Curl.h"

#ifndef CURL_SHIMS_WRAP
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <string.h>
#include <time.h>

curl_multi_code curl_multi_add_handle(CURLMulti *multi, CURLEasy *easy);

/* OpenSSL's, by the few functions used here; opaque. */
typedef struct ssl_ctx_st SSL_CTX;
typedef struct ssl_st SSL;
typedef struct x509_store_st X509_STORE;
typedef struct x509_store_ctx_st X509_STORE_CTX;
typedef void (*info_callback)(const SSL *ssl, int where, int value);
typedef int (*verify_callback)(X509_STORE_CTX *context, void *argument);

enum {
    connect_exit = 0x1002,        /* SSL_CB_CONNECT_EXIT */
    trusted_first = 0x8000,       /* X509_V_FLAG_TRUSTED_FIRST */
    partial_chain = 0x80000,      /* X509_V_FLAG_PARTIAL_CHAIN */
    lifetime_seconds = 24 * 3600, /* libcurl's CURLOPT_CA_CACHE_TIMEOUT, by default */
};

static struct {
    X509_STORE *(*store_new)(void);
    void (*store_free)(X509_STORE *store);
    int (*store_up_ref)(X509_STORE *store);
    int (*store_set_default_paths)(X509_STORE *store);
    int (*store_set_flags)(X509_STORE *store, unsigned long flags);
    X509_STORE *(*store_of_verification)(const X509_STORE_CTX *context);
    int (*verify)(X509_STORE_CTX *context);
    unsigned long (*peek_error)(void);
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
        {(void **)&openssl.store_new, "X509_STORE_new"},
        {(void **)&openssl.store_free, "X509_STORE_free"},
        {(void **)&openssl.store_up_ref, "X509_STORE_up_ref"},
        {(void **)&openssl.store_set_default_paths, "X509_STORE_set_default_paths"},
        {(void **)&openssl.store_set_flags, "X509_STORE_set_flags"},
        {(void **)&openssl.store_of_verification, "X509_STORE_CTX_get0_store"},
        {(void **)&openssl.verify, "X509_verify_cert"},
        {(void **)&openssl.peek_error, "ERR_peek_error"},
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
    openssl_found = 1;
}

/* The store new connections get, one reference ours; whether it is filled, and since when. */
static pthread_mutex_t store_lock = PTHREAD_MUTEX_INITIALIZER;
static X509_STORE *current;
static int current_filled;
static time_t current_filled_at;

static time_t now(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return time.tv_sec;
}

/* Fills `store` if it is the current one and not yet filled. A store is replaced only once filled,
 * so any other a connection holds is filled already (libcurl 7.88 also hands later connections the
 * store it kept from the first, which is one of these). */
static void fill(X509_STORE *store) {
    pthread_mutex_lock(&store_lock);
    if (store == current && !current_filled) {
        openssl.store_set_default_paths(store);
        current_filled = 1;
        current_filled_at = now();
    }
    pthread_mutex_unlock(&store_lock);
}

/* When SSL_connect first returns, the ClientHello has gone out (OpenSSL buffers a flight's messages
 * and flushes them together, so not when it is written) and the answer is a round trip away. Not
 * when it returns an error: X509_STORE_set_default_paths clears OpenSSL's error queue, and libcurl
 * words the failure from it ("wrong version number" from a port that does not speak TLS). */
static void fill_after_client_hello(const SSL *ssl, int where, int value) {
    (void)value;
    if (where == connect_exit && !openssl.peek_error()) fill(openssl.context_store(openssl.context_of(ssl)));
}

/* The certificate is checked against a filled store, whatever came before (the info callback is
 * only there to fill it early). What the store's lookups leave on OpenSSL's error queue goes:
 * for a certificate it cannot vouch for, OpenSSL 3.0's X509_LOOKUP_store (one of the defaults)
 * leaves "unregistered scheme", which libcurl, reading the earliest error, would report instead of
 * the failed verification (CURLE_SSL_CONNECT_ERROR, not CURLE_PEER_FAILED_VERIFICATION). The
 * verdict is in the context, where OpenSSL and libcurl read it. An error is a failure to verify, as
 * OpenSSL takes it from X509_verify_cert itself (-1 from a callback means something else to it). */
static int verify_when_filled(X509_STORE_CTX *context, void *argument) {
    (void)argument;
    fill(openssl.store_of_verification(context));
    openssl.set_error_mark();
    int verified = openssl.verify(context);
    openssl.pop_to_error_mark();
    return verified > 0;
}

/* CURLOPT_SSL_CTX_FUNCTION: every connection's SSL_CTX gets the shared store. */
static curl_easy_code use_shared_store(CURLEasy *easy, void *context, void *argument) {
    (void)easy, (void)argument;
    pthread_mutex_lock(&store_lock);
    if (current && current_filled && now() - current_filled_at >= lifetime_seconds) {
        openssl.store_free(current);
        current = NULL;
    }
    if (!current && (current = openssl.store_new())) {
        current_filled = 0;
        openssl.store_set_flags(current, trusted_first | partial_chain);
    }
    X509_STORE *store = current;
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
