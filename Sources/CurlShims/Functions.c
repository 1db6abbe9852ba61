/* libcurl's own functions, for the shims (see Curl.h). */
#define _GNU_SOURCE
#include <pthread.h>

#include "Curl.h"

#ifdef CURL_SHIMS_WRAP
curl_multi_code __real_curl_multi_setopt(CURLMulti *multi, multi_option option, ...);

const struct curl_functions *curl_functions(void) {
    static const struct curl_functions functions = {
        .multi_setopt = __real_curl_multi_setopt,
        .multi_assign = curl_multi_assign,
    };
    return &functions;
}
#else
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

static struct curl_functions found;

static void *next(const char *name) {
    void *function = dlsym(RTLD_NEXT, name);
    if (!function) {
        fprintf(stderr, "weather: libcurl's %s was not found (Sources/CurlShims); is libcurl broken?\n", name);
        abort();
    }
    return function;
}
static pthread_once_t found_once = PTHREAD_ONCE_INIT;

/* The next definition after this executable's is libcurl's. */
static void find(void) {
    found.multi_setopt = (multi_setopt_function)next("curl_multi_setopt");
    found.multi_assign = (multi_assign_function)next("curl_multi_assign");
    found.multi_add_handle = (multi_add_handle_function)next("curl_multi_add_handle");
    found.easy_setopt = (easy_setopt_function)next("curl_easy_setopt");
    found.version_info = (version_info_function)next("curl_version_info");
}

const struct curl_functions *curl_functions(void) {
    pthread_once(&found_once, find);
    return &found;
}
#endif
