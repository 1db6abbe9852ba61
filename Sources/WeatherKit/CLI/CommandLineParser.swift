/// Parses argv into ``Options``.
///
/// A value always follows its flag as the next argument (so `--lon -0.1` works) or after `=`
/// (`--lon=-0.1`). A repeated flag's last value wins, as in most Unix tools. `--` ends the options:
/// every argument after it is a place. Coordinates copied with a space (`51.5, -0.1`, unquoted) are
/// joined back into one place.
public enum CommandLineParser {
    /// - Throws: ``CommandLineError`` naming the flag and the value that was wrong.
    public static func parse(_ arguments: [String]) throws -> Options {
        let (options, error) = read(arguments)
        if let error { throw error }
        return options
    }

    /// Everything that parses, and the first mistake: the flags after a mistake still count, so a
    /// usage error under `--json` is reported as JSON.
    public static func read(_ arguments: [String]) -> (options: Options, error: CommandLineError?) {
        var options = Options()
        var index = 0
        var optionsEnded = false
        var firstError: CommandLineError?
        while index < arguments.count {
            do {
                try step(arguments, &index, &optionsEnded, &options)
            } catch {
                firstError = firstError ?? error
            }
        }
        return (options, firstError)
    }

    /// Reads the argument at `index` (and its value), moving `index` past them.
    private static func step(
        _ arguments: [String], _ index: inout Int, _ optionsEnded: inout Bool, _ options: inout Options
    ) throws(CommandLineError) {
        var argument = arguments[index]
        index += 1
        if argument == "--", !optionsEnded {
            optionsEnded = true
            return
        }
        guard !optionsEnded, argument.hasPrefix("-"), argument != "-", !Self.isNegativeCoordinatePair(argument)
        else {
            // `51.5, -0.1` unquoted arrives as "51.5," and "-0.1".
            if argument.hasSuffix(","), index < arguments.count, Double(arguments[index].trimmingSpaces) != nil {
                argument += arguments[index]
                index += 1
            }
            // `weather 44.4 26.1`: two numbers meant as one pair (two whole numbers may be postal codes).
            if index < arguments.count {
                let (first, second) = (argument.trimmingSpaces, arguments[index].trimmingSpaces)
                if (try? Validate.number(first)) != nil, (try? Validate.number(second)) != nil,
                    first.contains(".") || second.contains(".")
                {
                    throw CommandLineError.badPlace(
                        first + " " + second, expected: "coordinates as one argument, like \(first),\(second)")
                }
            }
            do {
                let place = try PlaceQuery.parse(argument)
                options.bareArguments.insert(options.places.count)
                options.places.append(place)
            } catch {
                throw CommandLineError.badPlace(argument, expected: error.expected)
            }
            return
        }
        let (name, inlineValue) = split(argument)
        // `--no-air`, `--warnings`: a switch's opposite, to undo what the config file set.
        if let spec = OptionSpec.all.first(where: { $0.opposite?.name == name }), let opposite = spec.opposite {
            guard inlineValue == nil else { throw CommandLineError.unexpectedValue(flag: name) }
            do {
                try spec.apply(&options, opposite.value)
            } catch {
                throw CommandLineError.badValue(flag: name, value: "", expected: error.expected)
            }
            return
        }
        guard let spec = OptionSpec.all.first(where: { $0.name == name || $0.short == name }) else {
            // `weather -33.9 151.2`: a negative latitude and its longitude, without the comma.
            if (try? Validate.number(name)) != nil, inlineValue == nil, index < arguments.count,
                (try? Validate.number(arguments[index].trimmingSpaces)) != nil
            {
                let pair = name + "," + arguments[index].trimmingSpaces
                throw CommandLineError.badPlace(
                    name + " " + arguments[index], expected: "coordinates as one argument, like \(pair)")
            }
            // `weather 51.5 -0.1`: a negative longitude after a latitude, without the comma.
            if Double(name) != nil, index >= 2, Double(arguments[index - 2].trimmingSpaces) != nil {
                throw CommandLineError.unknownOption(name, suggestion: arguments[index - 2] + "," + name)
            }
            let suggestion = EditDistance.closest(to: name, in: OptionSpec.allNames)
            throw CommandLineError.unknownOption(name, suggestion: suggestion)
        }
        let value: String
        /// Said after the flag's own rule when the value is refused.
        var hint = ""
        if spec.valueName == nil {
            guard inlineValue == nil else { throw CommandLineError.unexpectedValue(flag: name) }
            // A switch gets its spelling, so `-h` can mean less than `--help`.
            value = name
        } else if let inlineValue {
            value = inlineValue
            if case .mistake(let guess?) = spec.optionalValue?.reading(inlineValue) {
                hint = " (did you mean `\(guess)`?)"
            }
        } else if let optional = spec.optionalValue {
            let next = index < arguments.count ? arguments[index] : ""
            switch optional.reading(next) {
            case .value:
                value = next
                index += 1
            case .other:
                value = ""
                // Read as a place; kept, so that a second place where one is allowed can be named as
                // the value it was probably meant to be (`--watch abc`).
                if !next.isEmpty, !next.hasPrefix("-") { options.placeAfter[name] = next }
            case .mistake(let guess):
                value = next
                index += 1
                hint = guess.map { " (did you mean `\($0)`?)" } ?? ""
                // A word is refused only for being close to a choice: a place may have been meant.
                if case .choices = optional { hint += "; a place goes before \(name)" }
            }
        } else if index < arguments.count {
            value = arguments[index]
            index += 1
        } else {
            throw CommandLineError.missingValue(flag: name)
        }
        do {
            try spec.apply(&options, value)
        } catch {
            // Never echo a key back, not even a malformed one.
            let shown = spec.isSecret ? "..." : value
            throw CommandLineError.badValue(flag: name, value: shown, expected: error.expected + hint)
        }
    }

    /// `-33.9,18.4` is a place (coordinates), not a flag.
    private static func isNegativeCoordinatePair(_ argument: String) -> Bool {
        guard case .coordinates = try? PlaceQuery.parse(argument) else { return false }
        return true
    }

    /// `--lat=51.5` → (`--lat`, `51.5`); `--lat` → (`--lat`, nil).
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
