/*
 * In the build from source, lets OpenSSL read only the CA certificates a handshake needs.
 *
 * Debian's libcurl has a CA bundle and a CA folder compiled in (/etc/ssl/certs/ca-certificates.crt
 * and /etc/ssl/certs), and for every connection OpenSSL parses the whole bundle, about 140
 * certificates, before the first byte of the handshake: 15-20 ms of CPU each. The folder holds the
 * same certificates, named by their subject's hash, and OpenSSL reads from it only those it needs.
 * Which folder to trust, and when (a folder by hash, no bundle newer than it, the user's choice
 * first), is decided once, in Sources/WeatherNetwork/TrustStore.swift, which says it to OpenSSL
 * through SSL_CERT_DIR and SSL_CERT_FILE=/dev/null. The release build's libcurl reads those; Debian's
 * does not, so when they name libcurl's own compiled-in folder, each transfer is told here to use no
 * bundle (CURLOPT_CAINFO set to NULL) before it is added to the multi handle, and the folder stays.
 * Otherwise nothing changes. In the release build this file is empty.
 */
#include "Curl.h"

#ifndef CURL_SHIMS_WRAP
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

curl_multi_code curl_multi_add_handle(CURLMulti *multi, CURLEasy *easy);

static pthread_mutex_t decided_lock = PTHREAD_MUTEX_INITIALIZER;
static int decided; /* 0: not yet; 1: drop the bundle; -1: leave it */

/* Decided once, from the first transfer's defaults (libcurl's compiled-in folder), and from what
 * main chose before any thread started (TrustStore.swift): the same folder as SSL_CERT_DIR, and
 * SSL_CERT_FILE=/dev/null, which it sets only for a folder by hash that no bundle is newer than,
 * when the user set neither. */
static int drops_bundle(CURLEasy *easy) {
    pthread_mutex_lock(&decided_lock);
    if (!decided) {
        char *folder = NULL;
        const char *chosen_folder = getenv("SSL_CERT_DIR"), *chosen_file = getenv("SSL_CERT_FILE");
        int same = curl_functions()->easy_getinfo(easy, info_ca_path, &folder) == easy_ok && folder &&
                   chosen_folder && strcmp(chosen_folder, folder) == 0 && chosen_file &&
                   strcmp(chosen_file, "/dev/null") == 0;
        decided = same ? 1 : -1;
    }
    int result = decided == 1;
    pthread_mutex_unlock(&decided_lock);
    return result;
}

curl_multi_code curl_multi_add_handle(CURLMulti *multi, CURLEasy *easy) {
    const struct curl_functions *curl = curl_functions();
    if (drops_bundle(easy)) curl->easy_setopt(easy, (easy_option)option_ca_info, (char *)NULL);
    return curl->multi_add_handle(multi, easy);
}
#endif
