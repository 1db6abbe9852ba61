/*
 * What the shims know of libcurl: the few types, values and functions they use, declared here
 * because a machine with only the Swift toolchain has no curl headers. The values are those of
 * curl's stable ABI; wherever curl.h can be found (the release build points at the libcurl it
 * builds) it is used instead, and the values are checked against it.
 *
 * The shims reach libcurl's own functions in one of two ways:
 * - the build from source (`swift build`, `swift run`, `swift test`) links the system's libcurl
 *   dynamically. The shims define curl_multi_setopt and curl_multi_add_handle themselves; the
 *   executable exports them (see Package.swift), so the dynamic linker binds FoundationNetworking's
 *   calls to them, and libcurl's own functions are found with dlsym(RTLD_NEXT).
 * - the release build (.ci/release) is fully static, with libcurl.a, where a second definition
 *   would clash. It compiles the shims with CURL_SHIMS_WRAP and links with
 *   `--wrap=curl_multi_setopt`, so every call comes to __wrap_curl_multi_setopt and libcurl's is
 *   __real_curl_multi_setopt. (Its libcurl has no CA paths of its own: see CertificateStore.c.)
 */
#ifndef WEATHER_CURL_SHIMS_CURL_H
#define WEATHER_CURL_SHIMS_CURL_H

#define multi_ok 0
#define easy_ok 0
#define easy_out_of_memory 27
#define poll_in_out 3
#define poll_remove 4
#define option_type_object_pointer 10000
#define option_type_function_pointer 20000
#define option_type_offset 30000
#define option_socket_function 20001
#define option_socket_data 10002
#define option_ca_info 10065
#define option_ca_path 10097
#define option_proxy_ca_info 10246
#define option_proxy_ca_path 10247
#define option_ssl_context_function 20108

#if __has_include(<curl/curl.h>)
/* Since curl 8.16, curl.h makes curl_multi_setopt a type-checking macro, which would rewrite the
 * shims' own definition of it. */
#define CURL_DISABLE_TYPECHECK
#include <curl/curl.h>
#undef curl_multi_setopt
#undef curl_easy_setopt
typedef CURLM CURLMulti;
typedef CURL CURLEasy;
typedef curl_socket_t curl_socket;
typedef CURLMcode curl_multi_code;
typedef CURLMoption multi_option;
typedef CURLcode curl_easy_code;
typedef CURLoption easy_option;
typedef curl_version_info_data curl_version_data;
typedef curl_off_t curl_offset;
_Static_assert(CURLM_OK == multi_ok && CURLE_OK == easy_ok && CURLE_OUT_OF_MEMORY == easy_out_of_memory, "codes");
_Static_assert(CURL_POLL_INOUT == poll_in_out && CURL_POLL_REMOVE == poll_remove, "CURL_POLL_*");
_Static_assert(CURLOPTTYPE_OBJECTPOINT == option_type_object_pointer &&
                   CURLOPTTYPE_FUNCTIONPOINT == option_type_function_pointer && CURLOPTTYPE_OFF_T == option_type_offset,
               "CURLOPTTYPE_*");
_Static_assert(CURLMOPT_SOCKETFUNCTION == option_socket_function && CURLMOPT_SOCKETDATA == option_socket_data,
               "CURLMOPT_SOCKET*");
_Static_assert(CURLOPT_CAINFO == option_ca_info && CURLOPT_CAPATH == option_ca_path &&
                   CURLOPT_PROXY_CAINFO == option_proxy_ca_info && CURLOPT_PROXY_CAPATH == option_proxy_ca_path &&
                   CURLOPT_SSL_CTX_FUNCTION == option_ssl_context_function,
               "CA options");
#else
typedef void CURLMulti;
typedef void CURLEasy;
typedef int curl_socket;
typedef int curl_multi_code;
typedef int multi_option;
typedef int curl_easy_code;
typedef int easy_option;
/* The start of curl_version_info_data, the same in every version since the first. */
typedef struct {
    int age;
    const char *version;
    unsigned int version_num;
    const char *host;
    int features;
    const char *ssl_version;
} curl_version_data;
typedef long long curl_offset;
curl_multi_code curl_multi_setopt(CURLMulti *multi, multi_option option, ...);
curl_multi_code curl_multi_assign(CURLMulti *multi, curl_socket socket, void *pointer);
curl_multi_code curl_multi_add_handle(CURLMulti *multi, CURLEasy *easy);
#endif

typedef curl_multi_code (*multi_setopt_function)(CURLMulti *multi, multi_option option, ...);
typedef curl_multi_code (*multi_assign_function)(CURLMulti *multi, curl_socket socket, void *pointer);
typedef curl_multi_code (*multi_add_handle_function)(CURLMulti *multi, CURLEasy *easy);
typedef curl_easy_code (*easy_setopt_function)(CURLEasy *easy, easy_option option, ...);
typedef const curl_version_data *(*version_info_function)(int age);

/* libcurl's own functions. Each is found (the program stops, saying which, if one is not: libcurl is
 * loaded before the program starts, so that cannot happen short of a broken libcurl). */
struct curl_functions {
    multi_setopt_function multi_setopt;
    multi_assign_function multi_assign;
    multi_add_handle_function multi_add_handle;
    easy_setopt_function easy_setopt;
    version_info_function version_info;
};

const struct curl_functions *curl_functions(void);

#endif
