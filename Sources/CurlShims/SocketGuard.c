/*
 * Stops FoundationNetworking's CPU spin while a request waits, in every build.
 *
 * libcurl tells its socket callback (CURLMOPT_SOCKETFUNCTION) what readiness it wants: write while
 * it connects, read after. FoundationNetworking (swift-corelibs-foundation, MultiHandle.swift)
 * answers each call by adding a Dispatch source for each direction asked for, and removes sources
 * only on CURL_POLL_REMOVE. So the write source from the connect stays, fires without pause on a
 * writable socket, and each time runs curl_multi_socket_action for nothing: about 0.8 s of CPU per
 * second of waiting.
 *
 * The guard stands in front of whatever socket callback is installed and passes every call
 * through, except that when curl drops a direction it was watching (write, then read only), it
 * first says CURL_POLL_REMOVE and then registers what remains, which FoundationNetworking handles
 * already: it removes both sources, and adds only the one still wanted. The pointer
 * FoundationNetworking attached to the socket (curl_multi_assign) is released by that remove, so
 * it is cleared before the new registration, which attaches a fresh one.
 *
 * How it comes before libcurl's curl_multi_setopt, in the build from source and in the release:
 * Curl.h. The fix upstream is in .ci/upstream/MultiHandle-remove-stale-sources.patch.
 */
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>

#include "Curl.h"

#ifdef CURL_SHIMS_WRAP
#define GUARDED_SETOPT __wrap_curl_multi_setopt
#else
#define GUARDED_SETOPT curl_multi_setopt
#endif
curl_multi_code GUARDED_SETOPT(CURLMulti *multi, multi_option option, ...);

typedef int (*socket_callback)(CURLEasy *easy, curl_socket socket, int what, void *userp, void *socketp);

/* The sockets one multi handle watches, and what it last asked of each. A run has a few. */
enum { watched_capacity = 64 };

struct guard {
    CURLMulti *multi;
    socket_callback callback;
    void *userp;
    struct {
        curl_socket socket;
        int what;
    } watched[watched_capacity];
    int count;
    struct guard *next;
};

static struct guard *guards;
static pthread_mutex_t guards_lock = PTHREAD_MUTEX_INITIALIZER;

/* The guard of `multi`, made on first use. Multi handles live as long as their session. */
static struct guard *guard_for(CURLMulti *multi) {
    pthread_mutex_lock(&guards_lock);
    struct guard *found = guards;
    while (found && found->multi != multi) found = found->next;
    if (!found && (found = calloc(1, sizeof *found))) {
        found->multi = multi;
        found->next = guards;
        guards = found;
    }
    pthread_mutex_unlock(&guards_lock);
    return found;
}

/* What the socket was last registered for; 0 when unknown. Callbacks of one multi handle come
 * one at a time (libcurl calls them from curl_multi_socket_action, which its owner serialises). */
static int *slot(struct guard *guard, curl_socket socket, int make) {
    for (int index = 0; index < guard->count; index++) {
        if (guard->watched[index].socket == socket) return &guard->watched[index].what;
    }
    if (!make || guard->count == watched_capacity) return NULL;
    guard->watched[guard->count].socket = socket;
    guard->watched[guard->count].what = 0;
    return &guard->watched[guard->count++].what;
}

static void forget(struct guard *guard, curl_socket socket) {
    for (int index = 0; index < guard->count; index++) {
        if (guard->watched[index].socket == socket) {
            guard->watched[index] = guard->watched[--guard->count];
            return;
        }
    }
}

static int guarded_socket_callback(CURLEasy *easy, curl_socket socket, int what, void *userp, void *socketp) {
    struct guard *guard = userp;
    if (what == poll_remove) {
        forget(guard, socket);
        return guard->callback(easy, socket, what, guard->userp, socketp);
    }
    int *last = slot(guard, socket, 1);
    multi_assign_function assign = curl_functions()->multi_assign;
    /* A socket past the table's capacity is passed through as it is: it spins, as without us. */
    if (last && assign && (*last & ~what & poll_in_out)) {
        guard->callback(easy, socket, poll_remove, guard->userp, socketp);
        assign(guard->multi, socket, NULL);
        socketp = NULL;
    }
    if (last) *last = what;
    return guard->callback(easy, socket, what, guard->userp, socketp);
}

/* Every curl_multi_setopt in the program comes here; only the socket callback and its data are
 * changed, to put the guard in front of them. */
curl_multi_code GUARDED_SETOPT(CURLMulti *multi, multi_option option, ...) {
    multi_setopt_function real = curl_functions()->multi_setopt;
    va_list arguments;
    va_start(arguments, option);
    curl_multi_code result;
    struct guard *guard;
    switch ((int)option) {
    case option_socket_function:
        guard = guard_for(multi);
        if (!guard) {
            result = real(multi, option, va_arg(arguments, socket_callback));
            break;
        }
        guard->callback = va_arg(arguments, socket_callback);
        result = real(multi, option, guard->callback ? (socket_callback)guarded_socket_callback : (socket_callback)NULL);
        if (result == multi_ok) result = real(multi, (multi_option)option_socket_data, (void *)guard);
        break;
    case option_socket_data:
        guard = guard_for(multi);
        if (!guard) {
            result = real(multi, option, va_arg(arguments, void *));
            break;
        }
        guard->userp = va_arg(arguments, void *);
        result = real(multi, option, (void *)guard);
        break;
    default:
        /* Every other option takes one argument, of the type its number's range says, passed on as it came. */
        if ((int)option >= option_type_offset) {
            result = real(multi, option, va_arg(arguments, curl_offset));
        } else if ((int)option >= option_type_function_pointer) {
            result = real(multi, option, va_arg(arguments, void (*)(void)));
        } else if ((int)option >= option_type_object_pointer) {
            result = real(multi, option, va_arg(arguments, void *));
        } else {
            result = real(multi, option, va_arg(arguments, long));
        }
        break;
    }
    va_end(arguments);
    return result;
}
