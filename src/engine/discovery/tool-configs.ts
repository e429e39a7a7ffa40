/**
 * Tool configurations that are shaped like Kubernetes manifests (an `apiVersion` of the form
 * `group/version` and a `kind`) but are read by a developer tool, never applied to a cluster, so
 * they are not uploaded. One entry per API group, each with what reads it. A kustomize
 * `Kustomization` is not here on purpose: teams ship their manifests with it.
 */

/** The API groups of tool configurations, with the tool that reads each. */
export const TOOL_CONFIG_GROUPS: ReadonlyMap<string, string> = new Map([
  // kind (Kubernetes in Docker): `kind: Cluster` describes local test nodes.
  ['kind.x-k8s.io', 'a kind cluster configuration'],
  // Skaffold: `apiVersion: skaffold/v4beta11`, the build-and-deploy loop of a developer.
  ['skaffold', 'a Skaffold configuration'],
  // k3d: `kind: Simple` describes a local k3s cluster in Docker.
  ['k3d.io', 'a k3d cluster configuration'],
  // kubeadm: InitConfiguration, ClusterConfiguration, JoinConfiguration given to `kubeadm init`.
  ['kubeadm.k8s.io', 'a kubeadm configuration'],
  // The kubelet's own configuration file (KubeletConfiguration), read by the node agent.
  ['kubelet.config.k8s.io', 'a kubelet configuration'],
  // kube-proxy's configuration file, which travels with kubeadm's in one file.
  ['kubeproxy.config.k8s.io', 'a kube-proxy configuration'],
  // Backstage's software catalog: `catalog-info.yaml` describes a component, not a resource.
  ['backstage.io', 'a Backstage catalog descriptor'],
]);

/** What reads a document of this `apiVersion`, when it is a tool configuration. */
export function toolConfigOf(apiVersion: unknown): string | undefined {
  if (typeof apiVersion !== 'string') return undefined;
  const slash = apiVersion.indexOf('/');
  return slash < 0 ? undefined : TOOL_CONFIG_GROUPS.get(apiVersion.slice(0, slash));
}
