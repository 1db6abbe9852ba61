/*
 * CurlSocketGuard has no interface: it is linked into the program and sits in front of libcurl's
 * curl_multi_setopt (see CurlSocketGuard.c). Nothing in Swift calls it.
 */
