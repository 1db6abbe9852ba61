/*
 * CurlShims has no interface: it is linked into the program and sits in front of two of
 * libcurl's functions (see Curl.h, SocketGuard.c and CertificateFolder.c). Nothing in Swift calls it.
 */
