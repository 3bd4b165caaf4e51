import GestureRecognition
import TraceModel

/// The three renderings of `agreement`: a text table, CSV (one row per task and recognized
/// label) and one JSON object. Percentages have one decimal; rows come in task order, labels most
/// frequent first (ties by label), so the output is the same bytes run after run.
enum AgreementEncoding {
    /// How many traces were read, and what became of them.
    struct TraceCounts {
        var labelled = 0
        var unlabelled = 0
        var failed = 0
    }

    static func percent(_ ratio: Double?) -> String {
        ratio.map { FixedDecimal.format($0 * 100, decimals: 1) } ?? ""
    }

    static func text(_ agreement: TaskAgreement, counts: TraceCounts) -> String {
        var lines = ["task         attempts  agreeing  agreement  recognized as"]
        func line(_ name: String, _ attempts: Int, _ agreeing: Int, _ ratio: Double?, _ said: String) -> String {
            let cells = [
                name.fitted(toWidth: 11),
                String(attempts).leftPadded(9), String(agreeing).leftPadded(9),
                (ratio == nil ? "-" : percent(ratio) + " %").leftPadded(10),
            ]
            return cells.joined(separator: " ") + "  " + said
        }
        for row in agreement.rows {
            let said = row.confusion.map { "\($0.label) \($0.count)" }.joined(separator: ", ")
            lines.append(line(row.task.description, row.attempts, row.agreeing, row.agreement, said))
        }
        let total = agreement.total
        lines.append(
            line("all", total.attempts, total.agreeing, total.attempts == 0 ? nil : ratio(total), ""))
        lines.append(
            "\(counted(counts.labelled + counts.unlabelled + counts.failed, "trace")): \(counts.labelled) labelled, "
                + "\(counts.unlabelled) without meta.task, \(counts.failed) invalid")
        return lines.map { $0.trailingSpacesRemoved }.joined(separator: "\n") + "\n"
    }

    static func csv(_ agreement: TaskAgreement) -> String {
        var lines = ["task,direction,attempts,agreeing,agreement_percent,recognized,count,agrees"]
        for row in agreement.rows {
            for entry in row.confusion {
                let agrees = TaskAgreement.agrees(entry.label, with: row.task)
                lines.append(
                    [
                        row.task.kind.rawValue, row.task.direction?.rawValue ?? "", String(row.attempts),
                        String(row.agreeing), percent(row.agreement),
                        entry.label.description, String(entry.count), agrees ? "true" : "false",
                    ].joined(separator: ","))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ agreement: TaskAgreement, counts: TraceCounts) -> String {
        let rows = agreement.rows.map { row in
            let recognized = row.confusion.map { "{\"as\":\"\($0.label)\",\"count\":\($0.count)}" }
            let direction = row.task.direction.map { "\"\($0.rawValue)\"" } ?? "null"
            return "{\"task\":\"\(row.task.kind.rawValue)\",\"direction\":\(direction),"
                + "\"attempts\":\(row.attempts),\"agreeing\":\(row.agreeing),"
                + "\"agreement\":\(row.agreement.map { String($0) } ?? "null"),"
                + "\"recognized\":[\(recognized.joined(separator: ","))]}"
        }
        return "{\"traces\":{\"labelled\":\(counts.labelled),\"unlabelled\":\(counts.unlabelled),"
            + "\"invalid\":\(counts.failed)},\"tasks\":[\(rows.joined(separator: ","))]}"
    }

    private static func ratio(_ total: (attempts: Int, agreeing: Int)) -> Double {
        Double(total.agreeing) / Double(total.attempts)
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
