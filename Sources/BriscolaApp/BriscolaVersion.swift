/// Version strings shown to users and sent to peers.
public enum BriscolaVersion {
    public static let program = "0.1.0"
    /// What `hello` and `welcome` carry as the program.
    public static let wire = "briscola \(program)"
}
