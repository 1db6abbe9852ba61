/*
 * Stops FoundationNetworking's CPU spin while a request waits, in the release build.
 *
 * libcurl tells its socket callback (CURLMOPT_SOCKETFUNCTION) what readiness it wants: write while
 * it connects, read after. FoundationNetworking (swift-corelibs-foundation, MultiHandle.swift)
 * answers each call by adding a Dispatch source for each direction asked for, and removes sources
 * only on CURL_POLL_REMOVE. So the write source from the connect stays, fires without pause on a
 * writable socket, and each time runs curl_multi_socket_action for nothing: about 0.8 s of CPU per
 * second of waiting.
 *
 * The release build links this file with `-Wl,--wrap=curl_multi_setopt`. Whoever installs a
 * socket callback gets this one in front of it, which passes every call through, except that
 * when curl drops a direction it was watching (write, then read only), it first says
 * CURL_POLL_REMOVE and then registers what remains, which FoundationNetworking handles already:
 * it removes both sources, and adds only the one still wanted. The pointer FoundationNetworking
 * attached to the socket (curl_multi_assign) is released by that remove, so it is cleared before
 * the new registration, which attaches a fresh one.
 *
 * The fix upstream is in .ci/upstream/MultiHandle-remove-stale-sources.patch.
 */
#include <curl/curl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>

CURLMcode __real_curl_multi_setopt(CURLM *multi, CURLMoption option, ...);

typedef int (*socket_callback)(CURL *easy, curl_socket_t socket, int what, void *userp, void *socketp);

/* The sockets one multi handle watches, and what it last asked of each. A run has a few. */
enum { watched_capacity = 64 };

struct shim {
    CURLM *multi;
    socket_callback callback;
    void *userp;
    struct {
        curl_socket_t socket;
        int what;
    } watched[watched_capacity];
    int count;
    struct shim *next;
};

static struct shim *shims;
static pthread_mutex_t shims_lock = PTHREAD_MUTEX_INITIALIZER;

/* The shim of `multi`, made on first use. Multi handles live as long as their session. */
static struct shim *shim_for(CURLM *multi) {
    pthread_mutex_lock(&shims_lock);
    struct shim *found = shims;
    while (found && found->multi != multi) found = found->next;
    if (!found && (found = calloc(1, sizeof *found))) {
        found->multi = multi;
        found->next = shims;
        shims = found;
    }
    pthread_mutex_unlock(&shims_lock);
    return found;
}

/* What the socket was last registered for; 0 when unknown. Callbacks of one multi handle come
 * one at a time (libcurl calls them from curl_multi_socket_action, which its owner serialises). */
static int *slot(struct shim *shim, curl_socket_t socket, int make) {
    for (int index = 0; index < shim->count; index++) {
        if (shim->watched[index].socket == socket) return &shim->watched[index].what;
    }
    if (!make || shim->count == watched_capacity) return NULL;
    shim->watched[shim->count].socket = socket;
    shim->watched[shim->count].what = 0;
    return &shim->watched[shim->count++].what;
}

static void forget(struct shim *shim, curl_socket_t socket) {
    for (int index = 0; index < shim->count; index++) {
        if (shim->watched[index].socket == socket) {
            shim->watched[index] = shim->watched[--shim->count];
            return;
        }
    }
}

static int shim_socket_callback(CURL *easy, curl_socket_t socket, int what, void *userp, void *socketp) {
    struct shim *shim = userp;
    if (what == CURL_POLL_REMOVE) {
        forget(shim, socket);
        return shim->callback(easy, socket, what, shim->userp, socketp);
    }
    int *last = slot(shim, socket, 1);
    /* A socket past the table's capacity is passed through as it is: it spins, as without us. */
    if (last && (*last & ~what & CURL_POLL_INOUT)) {
        shim->callback(easy, socket, CURL_POLL_REMOVE, shim->userp, socketp);
        curl_multi_assign(shim->multi, socket, NULL);
        socketp = NULL;
    }
    if (last) *last = what;
    return shim->callback(easy, socket, what, shim->userp, socketp);
}

/* Every curl_multi_setopt in the binary comes here; only the socket callback and its data are
 * changed, to put the shim in front of them. */
CURLMcode __wrap_curl_multi_setopt(CURLM *multi, CURLMoption option, ...) {
    va_list arguments;
    va_start(arguments, option);
    CURLMcode result;
    struct shim *shim;
    switch (option) {
    case CURLMOPT_SOCKETFUNCTION:
        shim = shim_for(multi);
        if (!shim) {
            result = __real_curl_multi_setopt(multi, option, va_arg(arguments, socket_callback));
            break;
        }
        shim->callback = va_arg(arguments, socket_callback);
        result = __real_curl_multi_setopt(
            multi, option, shim->callback ? (socket_callback)shim_socket_callback : (socket_callback)NULL);
        if (result == CURLM_OK) result = __real_curl_multi_setopt(multi, CURLMOPT_SOCKETDATA, (void *)shim);
        break;
    case CURLMOPT_SOCKETDATA:
        shim = shim_for(multi);
        if (!shim) {
            result = __real_curl_multi_setopt(multi, option, va_arg(arguments, void *));
            break;
        }
        shim->userp = va_arg(arguments, void *);
        result = __real_curl_multi_setopt(multi, option, (void *)shim);
        break;
    default:
        /* Every other option takes one argument of pointer or long size, passed on as it came. */
        if (option >= CURLOPTTYPE_OFF_T) {
            result = __real_curl_multi_setopt(multi, option, va_arg(arguments, curl_off_t));
        } else if (option >= CURLOPTTYPE_OBJECTPOINT) {
            result = __real_curl_multi_setopt(multi, option, va_arg(arguments, void *));
        } else {
            result = __real_curl_multi_setopt(multi, option, va_arg(arguments, long));
        }
        break;
    }
    va_end(arguments);
    return result;
}
