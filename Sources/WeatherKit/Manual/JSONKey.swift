/// One key of `--json`'s output (schema version 1), as the man page documents it. A test compares
/// ``JSONKey/all`` with the JSON Schema the tests check real output against, so a key added to the
/// output and not here fails.
struct JSONKey: Sendable {
    /// The key's path: `location.name`, `forecast.daily[].min_c`. Array items are `[]`.
    var path: String
    /// `string`, `number`, `integer`, `boolean`, `object` or `array`, with ` or null` when it may
    /// be null.
    var type: String
    var meaning: String
}
