/*
 * In the build from source, lets OpenSSL read only the CA certificates a handshake needs.
 *
 * Debian's libcurl has a CA bundle and a CA folder compiled in (/etc/ssl/certs/ca-certificates.crt
 * and /etc/ssl/certs), and for every connection OpenSSL parses the whole bundle, about 140
 * certificates, before the first byte of the handshake: 15-20 ms of CPU each. The folder holds the
 * same certificates, named by their subject's hash, and OpenSSL reads from it only those it needs.
 * So when libcurl has both, the folder is hashed, and the bundle is no newer than the folder, each
 * transfer is told to use no bundle (CURLOPT_CAINFO set to NULL) before it is added to the multi
 * handle; the folder stays. Otherwise nothing changes. (update-ca-certificates renames the new
 * bundle into the folder, so the folder is never older; a certificate appended to the bundle by
 * hand makes the bundle newer, and then the bundle is read, as before.)
 *
 * The release build's libcurl has neither compiled in; weather points OpenSSL at the same folder
 * there through SSL_CERT_DIR (Sources/WeatherNetwork/TrustStore.swift), so this file is empty in it.
 */
#include "Curl.h"

#ifndef CURL_SHIMS_WRAP
#include <pthread.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

curl_multi_code curl_multi_add_handle(CURLMulti *multi, CURLEasy *easy);

/* Whether the folder holds certificates by hash: whether it holds one of the roots every current
 * system store has (ISRG Root X1, DigiCert Global Root G2 and CA, USERTrust RSA, GlobalSign R3,
 * Amazon Root CA 1), named as OpenSSL looks them up. The same list as TrustStore.swift's. */
static int is_hashed_folder(const char *folder) {
    static const char *const roots[] = {"4042bcee.0", "607986c7.0", "3513523f.0",
                                        "fc5a8f99.0", "062cdee6.0", "ce5e74ef.0"};
    char path[4096];
    for (size_t index = 0; index < sizeof roots / sizeof *roots; index++) {
        int length = snprintf(path, sizeof path, "%s/%s", folder, roots[index]);
        if (length > 0 && (size_t)length < sizeof path && access(path, F_OK) == 0) return 1;
    }
    return 0;
}

/* Whether the bundle was modified after the folder was: by hand, not by update-ca-certificates. */
static int is_newer(const char *bundle, const char *folder) {
    struct stat bundle_status, folder_status;
    if (stat(bundle, &bundle_status) != 0 || stat(folder, &folder_status) != 0) return 1;
    if (bundle_status.st_mtim.tv_sec != folder_status.st_mtim.tv_sec) {
        return bundle_status.st_mtim.tv_sec > folder_status.st_mtim.tv_sec;
    }
    return bundle_status.st_mtim.tv_nsec > folder_status.st_mtim.tv_nsec;
}

static pthread_mutex_t decided_lock = PTHREAD_MUTEX_INITIALIZER;
static int decided; /* 0: not yet; 1: drop the bundle; -1: leave it */

/* Decided once, from the defaults of the first transfer (libcurl's compiled-in paths). */
static int drops_bundle(CURLEasy *easy, easy_getinfo_function getinfo) {
    pthread_mutex_lock(&decided_lock);
    if (!decided) {
        char *bundle = NULL, *folder = NULL;
        int known = getinfo && getinfo(easy, info_ca_info, &bundle) == easy_ok &&
                    getinfo(easy, info_ca_path, &folder) == easy_ok;
        decided = known && bundle && folder && is_hashed_folder(folder) && !is_newer(bundle, folder) ? 1 : -1;
    }
    int result = decided == 1;
    pthread_mutex_unlock(&decided_lock);
    return result;
}

curl_multi_code curl_multi_add_handle(CURLMulti *multi, CURLEasy *easy) {
    const struct curl_functions *curl = curl_functions();
    if (!curl->multi_add_handle) return (curl_multi_code)multi_internal_error;
    if (curl->easy_setopt && drops_bundle(easy, curl->easy_getinfo)) {
        curl->easy_setopt(easy, (easy_option)option_ca_info, (char *)NULL);
    }
    return curl->multi_add_handle(multi, easy);
}
#endif
